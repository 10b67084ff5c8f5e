// Package history reads the saved games as a record of game nights: each
// game's result, as the statistics, the records, the recaps and the
// exports see it. The game files stay the only source of truth: a file it
// cannot read is reported and left as it is. A file is read as its kind
// of game reads it (Kinds, handed in: gamekind.Kinds), which gives its
// result, its entries as export rows, its running totals and its moments;
// and what the statistics know of each kind beyond a result (which total
// is ahead, what its ratings are of and their luck, its lines and
// records, how --variant and --list choose its games, how an older
// export's rows are replayed) is a value, Kind, that the kinds hand in
// too (Kinds.Figures: Yatzy and Cards here). The figures choose by no
// switch over the kinds. A kind's lines of figures (Kind.Lines) and
// records are its own: Yatzy's and the card game's have their fields in
// Stats and Records, and any other kind brings its lines as tables
// (Stats.Tables, Table) and its kinds of record as values
// (Kind.RecordsOf, Records.Kinds), which stats and pdf stats show and
// stats writes as JSON without knowing the kind.
//
// The results are kept in an index in the cache folder, a derived copy,
// so that a game is replayed only when its file has changed: a game's
// index entry is trusted only while its file is the one it was read
// from. On a local Linux file system that is told by the file's Stat, as
// git's index tells it (length, times of change and of status change in
// ns, inode, device: no edit, restore with its time put back, rename or
// copy leaves it as it was, since no one can set the time of status
// change), and a file changed within store.StatGrain of its reading is
// checked by its length and the CRC-32C of all its bytes until a later
// index sees it (git's racily clean rule); elsewhere every file is read
// whole for that checksum, each run. A byte rotted on the disk below the
// file system changes no Stat: Verify (protokoll games --verify) reads
// every game in full, and is what finds it. The index is checksummed,
// keeps instants (the days are worked out in the zone of each run), and
// is made again from the game files whenever it is missing, of another
// version or damaged; a damaged game is never indexed. What 10,000 games
// cost is in index.go (the benchmark) and the README's Figures (the
// whole command).
//
// # Decisions
//
// Only finished games count in the statistics and the records: a game left
// halfway has no winner and no final total. A shared win counts as a win
// for each who shares it, and is shown as shared. Head to head counts
// every game the two played together, Yatzy and the card game alike: the
// higher total is ahead in Yatzy, the lower in the card game. A record is
// broken only when an earlier game of its kind set one; the first game of
// a variant or list sets a best and breaks nothing. The bonus with the
// last upper box is the upper bonus reached with the player's last free
// upper box. Games under house rules count apart from their variant's,
// by the variant's key (scandinavian+1a2b3c4d), unless asked to count
// them with it.
//
// A recap is a game night told: that day's games (the unfinished ones
// too, but not one begun and left empty) with each player's total and the
// winners, the best of what happened (each Yatzy and extra five of a
// kind, a bonus made with the player's last upper box — in forced order,
// where that is always Sixes, simply the bonus —, each Yatzy-chans' points,
// who went out how often in a card game),
// and the records the night's games broke against every earlier night,
// with the best they beat. A Yatzy game won from behind says so (Comebacks:
// the winner's lowest chance to win after one of the last five rounds,
// when it was below a half). The comebacks, and what each player's boxes
// gave up against optimal play, need the variant's table: a recap uses it
// when a hint, advice or chances have worked it out already, and asking
// for the optimal play works it out; the end of a game at the table, which
// tells the night so far, never stalls for it.
//
// A player is above every player of a game with a worse total (places,
// Places) and level with those on the same: head to head, the rivals and
// the ratings all count places, so a shared win is level, never a win. A
// player's minion is the opponent they finished above most often, their
// nemesis the one above them most often, of opponents with RivalGames
// games together or more. The ratings are OpenSkill's (package
// openskill), a family at a time (a Yatzy variant as the lines count it,
// the card game as one), over the games counted, oldest first, and shown
// from a player's RatedAfter-th game; each family's luck line is the gap
// two equal players' ratings reach by luck alone (luck.go, measured by
// luck_test.go from simulated optimal games: Yatzy's gaps and the card
// game's, places drawn at random, come out within half a point of each
// other, so that at the table equal players' ratings are as far apart
// after Yatzy as after drawing lots; after 5 games the gap is 12, a
// rating's whole spread, after 20 about 10, after 100 about 4.5, and
// OpenSkill keeps ratings moving, so it never closes). A game's time played is
// its stretches of play (Span): from its start to its last entry, a gap
// over Pause left out; it counts on the day the game began. A night's or
// a month's time counts two games at once once (Together); a player's
// adds their games'. A game's running totals (Race) are its players'
// totals after each round, and the round after which the winners led
// every round the moment the lead changed for good.
//
// An export is every saved game's entries that stand (corrections folded
// in, undone ones left out), in the order played, oldest game first; a
// Yatzy game's bonuses are not rows, so the entries add up to the total
// less them. Its JSON lines also carry what a game needs to be made again
// (the first row its start, players, rules, and a card game's list and
// first dealer; a round's rows its labels, Yatzy-chans and points by
// hand; and the first row of a game carries it whole, every entry with
// its time, undos and corrections too), and Rebuild makes the games again
// from them, identical: every game is replayed first, and an entry that
// breaks the rules or scores other points than its row says, or a
// player's name that a new game would refuse, stops it at its line. The
// import command writes every game aside and links them all or none,
// refuses it whole when a name is taken by another game, and leaves the
// games there already, the same, as they are, so an interrupted import is
// run again. A game begun with nothing played yet exports as one row with
// no entry, its settings.
package history
