// Package contracts holds the rules of a Swedish contract rummy (the
// Shanghai family): the cards and what they count in a hand, the contracts
// of each round as people write them in Swedish ("2 trissar", "1 färgstege
// på 5 kort, min 8"), and a checker that says whether cards make a
// contract, and why.
//
// The package does no I/O: the house lists are embedded, and a list of the
// table's own is read from a string.
//
// The meld words are one table, vocabulary in words.go: the parser reads
// with it, Meld.Name writes with it (so a meld's name reads back as the
// same meld), and the checker compares melds by every property
// (Meld.Same). A new meld word is one line there and, for a new run shape,
// its explanation in Kinds in lang_en.go and in each language's file of
// the program's catalog; tests fail until every language has it.
// Vocabulary lists every word of the language, for the help page of the
// contract language, which a test holds to it.
//
// # Decisions
//
// Where the rule book leaves room, the rules decide. How a contract reads
// for a player (meld sizes exact, wilds, runs, "resten" with laid cards
// and with a whole hand, "varav", two melds of one rank, "N färgstegar",
// a coloured run, odd and even, extra wild ranks, last round's winner,
// Yatzy-chans, the melds refused as impossible, the words a round's
// explanation defines) is the help topic "contracts", in each language;
// these are the checker's and the game's:
//   - Labels: "En ska ha …" clauses are numbered 1, 2, …; the winner form
//     has the labels "förra omgångens vinnare" and "övriga". The lists' own
//     labels ("Tjejerna", "den som har mörka strumpor") stay as written,
//     since the table names them so, glossed in English and Estonian.
//   - "En ska ha" is read as: each player lays one of the clauses, no two
//     players the same while there are enough to go round; with more
//     players than clauses they may repeat. The table says who took which;
//     the checker judges the clause it is given.
//   - Verdicts explain themselves in the table's language, naming the
//     cards and the rule they break: "7♥ 2♠ 2♣ är ingen triss: 2 jokrar av
//     3 kort, jokrarna måste vara färre än hälften". In English and Swedish
//     a meld is named by the list's own words (a name that reads back as
//     the same meld: "par min knekt"), in Estonian by its Estonian name.
//     The melds a passing verdict lays are labelled in the reader's words
//     (Label: "red three of a kind: 9♦ 9♥ 2♣"); the contract above
//     them stays as written. A colour or suit is asked of the natural
//     cards only: a wild two may be any suit, and the reason says so.
//     Swedish cards show as Kn, D, K, E. A parity failure names the card
//     ("8 är jämn"), a sum shows how it was counted ("E 14 + K 13 + 5 =
//     32"). JSON keeps the English reason. A verdict depends on the cards,
//     never on the order they are typed in. Cards laid in groups are
//     judged group by group; a group that is no meld is judged as the meld
//     it was laid for (for "resten", the rest's meld): one of its size no
//     other group makes, else one no other group makes (five cards in a
//     run beside a kåk laid whole are a run too long, not "no kåk"); a
//     run names its gap ("7 missing").
//   - Labels the game knows: in a round that names last round's winner,
//     the game knows who that is; a label that says otherwise is refused,
//     and a correction of who went out moves the next round's labels with
//     it.
//
// # Verdicts
//
// The rule book's section on melds is the truth. Where it leaves room the
// checker decides as follows, and the tests hold it to it.
//
//   - A verdict does not depend on how the cards were separated: whatever
//     is valid laid in groups (Check.Groups) is valid unlaid, so cards
//     that fail unlaid fail in every arrangement. "resten" is a meld like
//     the others, of at least two cards (minMeld), laid or not; a group of
//     one card laid for it is refused as the rest that it is too small to
//     be.
//   - From a whole hand (Check.Hand) the rest is every card the other
//     melds leave, or all of them but one: the discard the player goes out
//     with. A reason for such a rest says it was judged with one card kept
//     back ("nor with one of its cards kept back as the discard").
//   - When every card laid belongs to a meld and no arrangement works, the
//     reason is the nearest miss: of every way to lay all the melds but
//     one, the one whose cards left over break the fewest of the last
//     meld's rules (the wilds' limit is nearest, then the twos, colour,
//     suit, parity, bounds, ranks, shape, sum), named with those cards: "7♥
//     2♠ 2♣ är ingen triss: 2 jokrar av 3 kort, …".
//   - A kåk's triss and par are each a meld of their own for the wilds'
//     limit; a kåk over it names the part, with its cards ("paret (7♥ 2♠)
//     har 1 joker").
//   - The ace is always 14, never 1, and a run does not go round the
//     corner (the seed's two rules). Cards that would make the run if it
//     did are refused with the rule they break after what is missing:
//     "the ace is always 14, never 1" when the ace would be the run's first
//     card, else "a run does not go round the corner".
//   - A meld's bounds are named as the list writes them ("par över tio",
//     "färgstege på 3 kort under 10"); "över tio" is every rank above ten,
//     J and up.
//
// # Performance
//
// The checker tries every arrangement a contract allows, so hands full of
// wilds are its worst case. Every round of the twelve lists against
// 17-card hands holding all eight twos: 0.19 ms a check on average, the
// slowest 10 ms, on the project's 2-core machine (go test -run XXX -bench
// 'EveryContractEightWilds|WorstCase' ./contracts). A whole "rummy check"
// of "resten" with eight wilds in 17 cards is 5.3–6.0 ms, most of it the
// program's start (the start-up benchmark of package main).
package contracts
