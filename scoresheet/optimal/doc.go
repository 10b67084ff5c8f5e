// Package optimal computes the optimal solitaire strategy of the Yatzy
// variants: for every state of a player's sheet, the expected final score
// under play that maximises it, and from that the best keep or box for
// dice in hand.
//
// A state is the set of filled boxes, the upper sum (capped at the bonus
// threshold, past which it no longer matters) and, in the standard game,
// whether the yatzy box holds 50. States are solved from the full sheet
// backwards; within a turn, the three rolls are a small dynamic programme
// over the 462 multisets of up to five dice (a "widget").
//
// The same table says how a player's game goes from here when they play
// it: each turn's outcomes with their chances (Outcomes), the exact
// distribution of the points still to come over every state that can
// follow (Distribution, for late sheets; Simulate otherwise), and the
// chances of each player at a table finishing first (Chances).
//
// maxi, six dice and saved rolls, has a solver of its own (saved.go), see
// "Maxi and its saved rolls" below. Every rule fact (the joker, the
// bonuses, the Yatzy's points, the rolls of a turn) comes from package
// scoresheet; a variant the solver cannot solve (a forced game filled
// bottom-up, more than 15 boxes in free order without saved rolls) is an
// error, never a wrong table.
//
// # Expected scores
//
// Expected final scores from an empty sheet, each a test:
//
//	variant                  expected   checked against
//	scandinavian             248.4400   the published 248.44
//	standard (forced joker)  254.5877   Verhoeff's 254.59; his exact 254.5896
//	                                    comes out under his own joker rule
//	                                    (joker only once the face's upper box
//	                                    is filled, nothing forced), which the
//	                                    tests solve too
//	standard (free joker)    254.7099
//	forced                   122.5585   brute force of its last turns, and a
//	                                    simulation of its strategy
//
// The values are the same to 1e-9 whatever the speed-ups below (the
// published values and a brute force of the last turns are tests).
//
// maxi's whole table, with saved rolls and no cap: 496.63; without saved
// rolls (cap 0, three rolls a turn, those not used lost): 394.56 (the
// tables as kept, in hundredths; worked out once, 2026-12-07, see "Maxi
// and its saved rolls"; no published figure to check them against). A
// hundred thousand games played with each table's advice agree: 496.37 ±
// 0.40 (sd 65.0) with saved rolls, 394.75 ± 0.48 (sd 76.7) without (the
// 95 % interval, 1.96σ/√n; 2026-12-07, seed 42, 263 CPU-s for both and
// 2.7 GB peak, the whole table in memory: go test -run '^TestSavedMaxi$'
// -v -timeout 1h ./cmd/protokoll/internal/tablecache -maxi.dir DIR
// -maxi.games 100000). Reduced games (the solver's figures; the tests
// check it against brute force on smaller games), with saved rolls (no
// cap) and without (cap 0):
//
//	maxi, reduced to                     no saved rolls   saved rolls
//	upper boxes, castle, chance, yatzy   140.0415         193.5342
//	  (9 boxes)
//	upper boxes, one pair, three of a    224.2955         303.7833
//	  kind, full straight, castle,
//	  tower, chance, yatzy (13 boxes)
//
// # Maxi and its saved rolls
//
// Maxi rolls six dice, has twenty boxes and saves the rolls a turn does
// not use for the player's later turns. Between turns a state is the 20
// boxes' mask, the upper sum (capped at 84, and sums with the same future
// merged as for the 5-dice tables: 29.4 million (mask, upper) pairs, 1,792
// a set of lower boxes) and the rolls saved s. Within a turn only the
// rolls left r matter: scoring with r left starts the next turn with r
// saved. So each (mask, upper) works out one set of layers V_r over the
// 462 rolls of six dice, r = 0 … s_max+2, and every s's value is the first
// roll's mean of V_{s+2}:
//
//	V_r(roll) = max(best box: points + bonus + W(next, r),
//	                r ≥ 1: best keep: the mean of V_{r-1} over the dice rolled)
//
// A level (k boxes filled) depends only on the next, so the table is
// worked out from the full sheet down, two levels in memory, each level
// given to the cache as it is done (Levels.Solve; package tablecache
// writes each as a file with a checksum per block, and a prepare killed
// resumes from the levels done, to the same bytes: a test kills one with
// SIGKILL at random points).
//
// The cap. A table could stop telling saved rolls apart above a cap C
// (the rest lost), and the issue asked for the C at which C and C+4 agree
// to 0.01 points. On reduced games they are far apart: saved rolls are
// worth a lot (an early box scored after one roll saves two for the yatzy
// of 100 later), and the value keeps growing with C:
//
//	cap              0        2        4        6        8        10       12       none
//	9 boxes          140.04   172.07   184.92   190.51   192.81   193.46   193.533  193.534
//	13 boxes         224.30   271.75   289.26   297.05   300.82   302.68   303.476  303.783
//
// (none: 16 and 24, two a turn.) Nine boxes converge at 12 (12 and 16
// agree to 0.0015), thirteen do not (12 is 0.31 short), and twenty boxes
// save more. So the table has no cap: a state of k boxes filled has at most 2k rolls
// saved (two a turn), and the table keeps each level's 2k+1 (SavedCap,
// 38, is none for maxi's twenty boxes). That is 617 million values; the
// cap 0 table (the house rule without saved rolls: three rolls a turn,
// those not used lost) 29.4 million.
//
// The values are kept in hundredths of a point (uint16: the highest
// score, 649, is 64,900), and the next level is worked out from the
// hundredths, so a level read back from the cache resumes the work to the
// same bytes; the rounding moves a value by at most half a hundredth a
// level (a test: within 0.005 a box left of the float64 solver on a
// reduced game). Two bytes a value would make the cache 1,238.9 MB for
// the table and 62.9 MB for cap 0 (files of version 3), over the goal of
// 1 GB. The cache keeps the same hundredths losslessly in a third of
// that (package tablecache, savedcode.go): a block's values are rows,
// one for each number of saved rolls, of the upper-sum classes, and a
// class's value grows smoothly with the rolls saved, so each row is kept
// as what is left after a guess from the rows before it (the third
// difference), Rice-coded with a parameter of its own. Advice still
// reads only its blocks (an index gives where each begins), each with
// its checksum, and every figure is the same to the bit.
//
// The cache, measured 2026-12-07 by coding the whole table of version 3
// again (go test -run '^TestSavedConvert$' -v
// ./cmd/protokoll/internal/tablecache -maxi.from DIR3 -maxi.dir DIR,
// which reads every value back and checks it is the same; 109–139 s
// wall; a prepare writes the same bytes, compared for levels 19 to 15):
//
//	table                          version 3 (2 bytes)   coded        share
//	with saved rolls (cap 38)      1,238.9 MB            382.6 MB     30.9 %
//	without saved rolls (cap 0)       62.9 MB             50.8 MB     80.8 %
//	both                           1,301.8 MB            433.4 MB     33.3 %
//
// (the middle levels, 10 and 11, to 30.4–30.5 %; cap 0 has one row a
// block, only the classes' differences, so it shrinks least). A fixed
// width for each block would keep about 90 %, one for each row of first
// differences 70 %, of second differences 45 % (measured on levels 5, 8,
// 10 and 15). What it costs, on the shared 2-core machine at load 14–29, so
// in CPU time (the benchmarks' CPU-µs/op; wall time there is 3–8 times
// more): a block as large as maxi's largest (805 values) is coded in
// 7.2–9.3 µs and decoded in 6.0–6.4 µs (go test -run XXX -bench BlockCode
// ./cmd/protokoll/internal/tablecache); level 10 (118 million values, the
// solver's largest write) is coded in 1.3–1.5 CPU-s, about 12 ns a value,
// and read back in 1.2–2.4 CPU-s (-bench EncodeLevelMaxi -benchtime 3x
// -maxi.dir DIR): the whole table's coding is about 7 CPU-s, 1 % of its
// solving. The blocks advice reads (go test -run XXX -bench LoadNearMaxi
// -maxi.dir DIR, files of version 3 against these, runs taken in turn):
// for the empty sheet 133–153 µs of CPU against 135–185 µs, for a sheet
// of round 11 (ten boxes filled, the largest blocks) 187–202 µs against
// 135–170 µs; the whole LoadNear with the solver's index tables
// 2.2–2.8 ms of CPU in both. So the coding adds at most about 0.06 ms of
// CPU to an advice, about 1 % of "protokoll --version" (3.6–6.0 ms, the
// README's Figures). A prepare that finds the table whole checks every
// block's checksum without decoding: 1.5 CPU-s ("protokoll yatzy advise
// --prepare --variant maxi" under /usr/bin/time).
//
// The six dice have 924 keeps (462 rolls), which the 5-dice kernel's rows
// (512) do not hold: saved_kernel.go runs the same AVX2 loops on rows of
// 2,048 (the assembly takes offsets and counts, not the span; past the
// keeps, the values of scoring each box's keys), with Go twins for -tags
// purego; a test checks the levels are the same to the bit in both. The
// solver's layer (savedWorker.step; turn plans and advice keep the raises
// of layer, as their mask changes at every call) is the means, the best
// of the keeps smaller than a roll, and then each roll set once
// (rollsStep) to the greatest of the best zero, its keeps one die
// smaller and the keys it scores in the free boxes, the rolls grouped by
// their number of rows so the loops are predicted;
// keeping all six dice is left out, as it is never worth more
// (savedWorker.step says why, to the bit). The lanes are eight upper-sum
// classes of one mask, as for the 5-dice tables (10 % of the lanes
// idle). Tests: brute force (a plain
// recursion over multisets of dice, the upper sum whole, every keep of
// every roll) equals the solver to 1e-9 on a reduced game for caps 0, 1,
// 3 and none; positions with one, two and three boxes left (only chance
// and the yatzy with four rolls left among them), each choice Advise
// lists, against the same recursion; Review prices each box with the
// rolls its turn left; simulated games (3,000 of a reduced game, in the
// test pass) score the table's value within 4σ, with saved rolls and
// without.
//
// The whole table from an empty cache, measured on 2026-12-07 on the
// shared 2-core machine at load 25–35 (other helpers compiling: the
// process got 13 % of a core, so only CPU-s mean anything): 598 CPU-s
// (574 user, 23 system), 71 minutes' wall, peak resident memory 0.77 GB,
// the cache 1,238.9 MB in 20 files (/usr/bin/time -v go test -run
// '^TestSavedMaxi$' -v -timeout 3h ./cmd/protokoll/internal/tablecache
// -maxi.dir DIR -maxi.caps saved; the cache now 382.6 MB, see above).
// On two quiet cores that is about 5
// minutes, at the goal's edge; on a busy machine, over it. The work of a
// level is its (mask, upper) pairs' batches of eight, times the kernel's
// row operations a layer (means, maxima, raises of the free boxes'
// scoring rolls), times its 2k+3 layers: levels 19 to 13 (13.7 % by that
// measure) took 84 CPU-s, to 11 (45.9 %) 286, which said 610–625 for the
// whole before it was done. Levels 10 and 11, the largest, hold 0.47 GB
// of hundredths, and a level's file is encoded in a buffer of its own.
// The cap 0 table: 57.6 CPU-s, 2m43s wall, 87 MB peak, 62.9 MB cached
// (50.8 MB coded).
// Before its blocks, cached advice makes the solver's tables of
// the variant: a keep's index is worked out, not looked up in a map,
// each box's scores come from its Scorer (the box checked once, not for
// every roll), and the upper-sum classes need no maps: 0.66–0.73 ms an
// op (2026-12-07, load 3: go test -run XXX -bench NewLevelsMaxi -cpu 1
// -benchtime 200x ./scoresheet/optimal; 1.25–1.5 ms of CPU before, at
// load 15, and a profile said 2.8 ms at load 35). Making each box's
// scores only when a sheet first asks for them measured 0.30–0.35 ms,
// but the solver's layer (step) lays every box's keys out in its rows,
// so they are made for all twenty. The command's figures against
// --version are in the README's Figures.
// BenchmarkSolveMaxi works out the whole table
// (-benchtime 1x), BenchmarkSolveMaxiLevels the last -maxi.levels levels
// at -maxi.cap.
//
// Faster since, measured on 2026-12-07 at load 20–33 against the solver
// before (c3be91d), runs of both taking turns: for each level K,
// BenchmarkSolveMaxiLevel works out every N-th block of it (N = C(20,K) /
// 1500) from the prepared table's level K+1 and checks each value is the
// table's to the bit (go test -run '^$' -bench 'SolveMaxiLevel$'
// -benchtime 1x ./scoresheet/optimal -maxi.dir DIR -maxi.level K
// -maxi.every N); its CPU-s times N, summed over the 20 levels, went from
// 670 to 555 CPU-s (-17 %; level 10: 127 to 111), which puts the whole
// table at about 495 CPU-s where it took 598: 4 minutes on two cores
// kept busy. A level-10 block in one goroutine (go test -run '^$' -bench
// 'SavedMask$' -benchtime 300x, 8 runs each): 5,062 to 4,294 CPU-ns a
// layer at the least, 5,547 to 4,386 in the middle. The load makes CPU
// time dearer (level 10 took 112 CPU-s before at load 4–11, 127 at 27), so
// the ratio is the figure. Both cores work to a level's end: blocks are
// handed out a few at a time (16 at most, one in the small levels), and
// done (the cache's coding and writing of a level, about 7 CPU-s and the
// disk's time for the table) runs while the next level is worked out,
// where both cores waited for it.
//
// The whole table again with all of that, from an empty cache on a quiet
// machine (load 2), 2026-12-07: with saved rolls 3m52s, then the one
// without in 31 s; both 4m22s wall, 506 CPU-s (500 user, 6 system), 192 %
// of the two cores, peak resident memory 1.12 GB, the cache 382.6 + 50.8
// MB in 40 files, each the same bytes as the older solver's table coded
// (/usr/bin/time -v go test -run '^TestSavedMaxi$' -v -timeout 2h
// ./cmd/protokoll/internal/tablecache -maxi.dir DIR, with the test built
// first by go test -c).
//
// Chances, Finals and Distribution of a game with saved rolls
// (saved_chances.go) follow its turns: a turn's plan for each (mask,
// upper sum), every roll with r rolls left decided as the table advises
// (ties the same way every time: a box before a keep), serves every
// number of rolls saved, which only says how many rolls the turn starts
// with; a turn's outcomes (box, points, upper sum and rolls saved after,
// with their chances) are the first roll's chances carried through it.
// A state with at most MaxSavedExact states ahead (maxi: up to about
// five boxes left) has its distribution followed exactly through them;
// before, games are simulated side by side, a turn at a time: the games
// with the fewest boxes filled play their next turn together, the layers
// of each state they are in worked out once, eight states of the level
// in the kernel's lanes whatever their masks (a box filled in a lane is
// worth −∞ there), and only the rolls the games make decided, by the rule
// the exact turns use; the last turn is kept as its distribution, and
// the chances are estimated as Chances does for the 5-dice tables
// (within a percentage point 19 times out of 20). The upper sums of a
// class are one state. Tests: the exact distribution with one or two
// boxes left is a plain recursion's to 1e-9 at every score, saved rolls
// included; every turn's outcomes average to its table value to 1e-9;
// states side by side in the lanes are each alone, to the bit, in Go and
// the assembly; simulated chances are the exact ones within 2 points
// where both can be had; 4,000 games drawn a turn at a time score the
// table's value (cap 3: 177.91 ± 1.80 against 178.96; cap 0: 140.63 ±
// 1.59 against 140.04). Chances for four maxi players,
// BenchmarkChancesMaxi (go test -run '^$' -bench ChancesMaxi
// -maxi.round N ./scoresheet/optimal, on the levels from N-1 on, solved
// before the clock starts; at load 15 to 32, so CPU-s): round 16, exact,
// 1.19 to 1.32 CPU-s an op (2.6 s wall at load 15); round 15, simulated
// (1,000 games each), 1.75 CPU-s (both before the games side by side).
//
// Round 10, the goal's case, on the whole table prepared in the cache and
// read from it a block at a time as the command reads it:
// BenchmarkChancesMaxiCached (go test -run '^$' -bench ChancesMaxiCached
// -benchtime 5x ./cmd/protokoll/internal/tablecache -maxi.dir DIR
// [-maxi.round N]; four players of nine boxes filled, four sheets apart),
// measured on 2026-12-07 at load 17 to 30 (so CPU-s): 0.37 to 0.43 CPU-s
// an op in round 10 (1.4 to 1.8 s wall; 0.45 to 0.61 CPU-s at load 15 to
// 25 in other runs), 0.11 in round 15, 0.37 in round 16 (exact). Each
// game's turns worked out for every roll, one state in the eight lanes,
// cost 12.0 to 12.5 CPU-s; most states are met by one or two games, so
// playing only their rolls, and filling the lanes with states of any
// masks (1.4 a batch when they had to share one), is what brought it
// down; the level files are kept open while a table reads them (opening
// one for each block was most of the reading). The chances are as
// precise as before: the same 1,000 games a player, and across seeds the
// chance to win alone spreads as much (standard deviation over 20 seeds
// 0.37, 0.36, 0.09 and 0.29 percentage points for the four players;
// before, over 8 seeds, 0.32, 0.41, 0.07 and 0.31; means 17.4, 53.6, 5.1,
// 23.2 % against 17.3, 53.6, 5.0, 23.4 %). The whole "yatzy chances" of a
// real 4-player game in round 10, four sheets apart, saved rolls 4, 3,
// 0 and 3 (/usr/bin/time, three runs at load 27): 0.65 to 0.70 CPU-s,
// 2.9 to 4.6 s wall, 75 MB resident, against 14.4 to 16.1 CPU-s and
// 0.6 GB before; with three sheets alike (saved rolls 5, 0, 5, 5): 0.17
// to 0.20 CPU-s, against 4.2 to 5.3. The figures above are of the level
// files of version 3; with version 4's coding (measured again the same
// day at load 20 to 22): the benchmark 0.37 to 0.47 CPU-s an op (13.8
// before), the four-sheets game 0.61 to 0.72 CPU-s (13.7 before), the
// three-alike game 0.20 to 0.37. In round 1 (the first turn played: two
// states, 1,750 games) 11.6 CPU-s and 0.95 GB resident (version 3); the
// figure before, for a round-1 game, was 41 CPU-s and 1.4 GB.
//
// # Working out a table
//
// The table has 1.43 million reachable sheet states; upper sums with the
// same future are worked out once (840,000 left), both cores share each
// level, and a state's final rolls look only at the rolls that score. The
// states of one sheet mask differ only in their upper sum, so eight of
// them are worked out together (batch.go), a row of eight values a cache
// line and the 462 rows in the first-level cache: each link between keeps
// is read once for the eight, in AVX2 assembly where the processor has it
// (kernel_amd64.s; the same operations in Go elsewhere, and the tables
// come out identical to the bit in both). The maxima (the best keep
// within each multiset, the best box for each roll) compare the values'
// bits as integers, which needs no branch: the values are never negative,
// and the bits of non-negative floats order as the floats do. A test
// checks the batched solver against a straightforward one, each state
// alone from the definitions, to 1e-9, on reduced games whole and on the
// empty and random sheets of the whole tables. The scandinavian table
// took 2.55 s before the batching, 1.31 s with four states at a time.
//
// Measured on the project's 2-core machine (Go 1.26.8, linux/amd64),
// shared with other work, with go test -run XXX -bench 'Solve|Widget'
// -benchmem ./scoresheet/optimal; the benchmarks report CPU-s an op,
// which the others' load moves far less than the time:
//
//	table          CPU time           time at load 12   allocated
//	scandinavian   0.87–1.13 CPU-s    2.1–3.2 s         18 MB
//	standard       0.37–0.45 CPU-s    0.9–1.2 s         20 MB
//	forced         0.002 CPU-s        3 ms              0.4 MB
//
// Eight sheet states at once, every box free: the final rolls 4.1 µs and
// the turn 28 µs in AVX2, 126 µs in Go (-bench Widget, at load 14).
//
// What the whole "protokoll yatzy advise --prepare" takes is in the
// README's Figures. The command keeps a table in the cache folder (package
// tablecache: 16.8 MB for scandinavian, 8.4 MB for standard, versioned,
// in blocks of every upper sum of one set of filled boxes, each block
// with its checksum), and advice on one sheet reads only the header and
// the dozen blocks one box away (NearBlocks, FromNear): the whole command
// then takes 1.1–1.2 times "protokoll --version" (the start-up benchmark
// of package main), and a game at the table keeps its table between
// hints.
//
// # The distribution of final scores
//
// Distribution from an empty sheet (advise --start --distribution) is
// exact: every turn's outcomes are followed through every state of the
// table, and its mean is the expected score above to 1e-6 (a test, for
// scandinavian and standard). Half the scandinavian games end at 249 or
// more, one in ten below 203, one in ten at 299 or more. Working it out
// follows the 390,000 states play reaches once, a level of filled boxes
// at a time, on both cores: each state's turn worked out forward eight
// states at once (forward.go: the final rolls as the solver's, each roll
// starting from its lane's best strike and raised in each box only by the
// rolls that score there, the box kept beside the value; the best keeps
// in the kernel; the chances carried through them, and the moves gathered
// by box and points, the lanes side by side), the moves added up into the
// next level's chances (its states and the points each can have known
// before), and then cut to those not 0. The chances are in slabs, a
// level's in the order of its states: each slab goes back to the pool as
// soon as the states in it are followed, or, while a level is cut, its
// chances copied, and is used again; the first slab is 8 KB and each new
// one twice the one before, up to 1 MB (the start's peak holds about 71
// MB of them for scandinavian, a late sheet's a few kilobytes). A level
// keeps its states as table indexes, and the room a distribution is
// worked out in (the number of each state of the next level, by its
// index: 5.7 MB for scandinavian; the workers' turns) is kept in its
// table's pool for the next distribution, which finds it as the last one
// found it: made anew, it was most of a late sheet's distribution. Every figure is what it was
// before these (a test checks the batched final rolls against each state
// alone, also on tables where boxes tie everywhere): 2.3–2.9 s wall,
// 4.0–5.0 CPU-s and 115 MB allocated for scandinavian, 1.8 s, 3.1 CPU-s
// and 153 MB for standard (go test -run XXX -bench StartDistribution
// -benchmem ./scoresheet/optimal, load 1–3; 5.8–6.3 CPU-s, 234 MB and
// 3.9–4.7 CPU-s, 524 MB before the batching; the adding up of a chunk's
// chances ran on one core until each worker got a goroutine of its own:
// 2.9–3.2 s wall then, interleaved; on a quiet day, 2026-12-07, the
// benchmark took 1.41–1.51 s wall, 2.5–2.7 CPU-s). The whole command's
// figure is in the README's Figures. Of the work, the turns are seven
// tenths, adding the chances up a seventh, finding and cutting each level
// the rest; within a turn, carrying the chances through the keeps is a
// quarter, gathering the moves by box and points and making them two
// fifths, the best keeps a sixth, the final rolls' best boxes a seventh
// (the shares from -cpuprofile of the benchmarks and go tool pprof -top).
// The command keeps it in the cache folder beside the table, 3 KB.
//
// # Each player's chance to win
//
// Chances says each player's chance to win from where the game stands,
// and to share the win, when every player plays the rest for the highest
// expected score. Each player's final score is their points and the
// distribution of what is still to come under that play; the players'
// dice are independent, so the chances follow from the distributions.
//
// A late sheet's distribution is exact: every turn's outcomes with their
// chances (the same keeps and boxes advice gives, ties to the larger keep
// and the box listed first), followed through every state that can come
// after it (up to MaxExact, 25,000 states: nine free boxes with the upper
// section among them, or more with it filled); its mean is the table's
// expected score, to 1e-6 (a test). An earlier sheet has up to 1.4
// million states ahead, so its distribution comes from simulated games of
// its player: a thousand, then as many more as the chances' own spread
// says are missing, until every chance is within a percentage point 19
// times out of 20 (the spread worked out from the games: the delta
// method, checked against the spread of 60 repeated simulations), and
// never more than 10,000, which puts any chance within it (1.96 ·
// √(¼/10,000)); the result says which, and how many games. The same game
// gives the same figures every time.
//
// Each game's expected total (its points and its last turns' mean) is a
// control variate whose mean is known: the table's value of the player's
// state, since every game plays as the table advises (a test: the games'
// mean is the table's within 4σ). The games are weighed, each linearly
// in its expected total, so that their distribution's mean is the
// table's (the regression estimator), and a chance's spread is what its
// games leave unexplained by their expected totals. From a late position
// a thousand games' spread fell from 0.0089 to 0.0022; eight players in
// round 2 need 1,000–1,250 games a player instead of 3,000–5,000.
//
// A turn's outcomes are worked out eight states at a time, for 1.6 times
// the cost of one (-bench Turn: 22 µs alone, 35 µs for eight of as many
// masks), and each simulated player meets about ten thousand states of
// its own, so few games matter most; a game's last two turns count every
// way they can go (there are few such states, shared by all games)
// instead of one roll of the dice. An exact distribution takes 47 µs
// with one free box, 0.21 ms with four, 25 ms with nine, the upper
// section among them (scandinavian; go test -run XXX -bench
// Distribution -benchmem ./scoresheet/optimal, quiet machine; 1.7 ms,
// 2.6 ms and 29 ms, 8–16 MB allocated each, before the room was kept).
//
// Eight players after the same number of turns each (their boxes at
// random), the table already worked out: go test -run XXX -bench
// 'Chances/scandinavian' ./scoresheet/optimal, CPU-s an op, the least of
// three (load 2–3), against the same before the control variate (the
// least of three at load 5–7) and before the forward pass was batched.
// The whole "yatzy chances" of eight players in round 2 is in the
// README's Figures (before the control variate it took 1.09–1.33 s,
// 1.5 CPU-s, 143 MB, against 0.47–0.52 s, 0.64 CPU-s, 83 MB in the same
// runs):
//
//	turns played                    now     before   unbatched   how
//	0 (all sheets alike: one        0.10    0.15     0.22        simulated
//	  distribution)
//	1                               0.36    0.76     1.25        simulated
//	2                               0.38    0.81     1.60        simulated
//	3                               0.30    0.55     1.08        simulated
//	4                               0.22    0.46     0.78        simulated
//	5                               0.26    0.30     0.45        some exact
//	9                               0.03    0.04     0.07        exact
//
// Most of it is working out the turns of the states a player's games
// meet, forward (three fifths), then keeping the turns met and the
// chances' own spread.
//
// # Playing to win
//
// Chances are of play for the highest expected score, not for the win:
// late in a game the player behind does better to chase what they need
// (Bo, 30 behind with only chance left, draws level with five sixes 0.4 %
// of the time playing for points, 1.3 % keeping only sixes).
//
// AdviseToWin gives the choice with the highest chance to win, against the
// other players' final scores as Chances has them (each playing for
// points, independent of the player), when the player also makes every
// later choice to win. Winning means finishing ahead of all of them; a
// shared first place does not count. The hint at a table of more than one
// player says it under the usual advice ("To beat Bo: keep 6 6, win chance
// 3% instead of 1%", or "To beat Bo: the same"), Bo being the other player
// with the highest expected total. It is exact: every state ahead of the
// sheet is worked out for every total the player may have there (a test
// checks the last turn against every outcome of the dice), which is cheap
// for the last three or four turns (at most MaxToWin, 400 states ahead:
// against one opponent 0.13 ms with one free box, 6.2–7.3 ms with three,
// 51–61 ms with five, 636 allocations and 6.0 MB there, load 1.3; 31 ms
// and 0.23–0.28 s for three and five before a state's totals went eight
// at a time through the kernel: go test -run XXX -bench AdviseToWin
// -benchmem ./scoresheet/optimal). A state's totals are worked
// out eight at a time, as the solver's upper sums are: each as the
// lanes of the kernel's rows (a test checks each against the turn worked
// out for it alone).
//
// A game with saved rolls (maxi) is played to win the same way, exactly,
// with at most MaxSavedToWin boxes free (its last three turns): the
// saved-rolls turn with eight totals in the lanes (saved_towin.go, which
// says with figures why earlier does not fit; a test checks every
// choice against a plain recursion on a reduced game).
//
// # Playing to win from the first turn
//
// Before the exact method can take over, the player plays a risk table
// (SolveRisk): the same recursion for the utility exp(θ·points), its
// values certainty equivalents (1/θ)·log E[exp(θ·X)] in points, so that
// no θ overflows between turns; within a turn each box's points become
// utilities once, relative to the state's best zero (|θ| ≤ 2). A risk
// table costs what the expected score's does: 2.86 s for scandinavian at
// θ = 0.07, 2.67 s at −0.05 against Solve's 2.69 s on the same busy
// machine, 42 and 29 MB allocated; standard's at θ = 0.07 1.39 s against
// Solve's 1.59 s (go test -run XXX -bench 'Solve$|SolveRisk' -benchmem
// ./scoresheet/optimal). All thirteen tables of a variant are worked out
// ahead of a game night by "protokoll yatzy advise --prepare --to-win"
// (its time and the cache it fills are in the README's Figures).
// Its values are brute force's for θ from −2 to 2 on reduced games, and
// θ = 0 is Solve's table. The table of θ = 1e-5 gives each state's
// variance of the points to come, 2·(CE − E)/θ, within 0.2 % of the exact
// distributions.
//
// Each turn the θ is chosen from the players' standings (ThetaFor): m and
// v the mean and variance of the player's final total, M and V those of
// the best of the others' totals (for one opponent, theirs; for more, the
// maximum of normal totals), θ* = (M − m)/(v + V), the weight of variance
// against mean in Φ((m − M)/√(v + V)): a risk seeker behind, a shunner
// ahead. It is dlangk's θ*, clamped to [−0.05, 0.07] and taken to the
// nearest hundredth: thirteen tables, one the expected score's, and the
// variance's, each worked out once and cached. The hint estimates each
// choice's chance to win from the player's standing after it, and says
// "about".
//
// Head to head from the empty sheet on paired dice (each seat's dice its
// own stream; each game played again with everyone for points, and the
// to-win player's share is 1/n plus the mean difference), the to-win
// player taking the exact method in the last two turns (the advice takes
// it no later: every sheet with two boxes free is within MaxToWin
// states; the third turn from the end would add about half a point more,
// at a tenth of a second a turn, too much for a million games), with go
// test -run EarlyHeadToHeadLong ./scoresheet/optimal -early.games N
// [-early.variant V] [-early.players P] -timeout 3h:
//
//	variant, players   games, the to-win player's share (95%)
//	scandinavian, 2    1,000,000, 51.32 % ± 0.06 (unpaired 51.30 % ± 0.10)
//	scandinavian, 3    30,000, 34.77 % ± 0.40
//	scandinavian, 4    30,000, 26.60 % ± 0.41
//	forced, 2          100,000, 50.21 % ± 0.13
//	standard, 2        30,000, 50.52 % ± 0.36
//
// Two players' share is above the goal of 51.0 % (dlangk's θ switching
// alone: 50.9 %; ours with the exact method in the last turn only:
// 50.87 % ± 0.06 over a million games). The million games took 4,830 s
// on two cores at load 5–7, before a turn's exact values stopped at the
// totals a state can have (the same choices but where two are worth the
// same to the last bit: 20,000 games 51.45 % against 51.43 %).
//
// The test pass plays 3,000 forced games and checks the share is within
// 4σ of forced's figure (scandinavian's fourteen tables take too long for
// it), and that the chance the hint claims is the rate played for points
// from two positions, within 4σ of 3,000 games, and that playing to win
// does no worse.
//
// Most of what playing to win gains late comes in those last turns. From a
// position with six boxes left (fours, fives, sixes, full house, yatzy and
// chance; Anna 150 with 18 in the upper section, Bo 265 with two boxes
// left and playing for points), Anna wins 11.19% playing for points all
// along (exact) and 14.48% playing for points and then to win once 400
// states or fewer are ahead (30,000 games, go test -run ToWinEarly
// ./scoresheet/optimal -towin.games 30000).
//
// Played out from three late positions where Anna is behind Bo, who plays
// for points, 100,000 games of Anna playing to win each (go test -run
// HeadToHead ./scoresheet/optimal -towin.games 100000, 46 s):
//
//	position                                     claimed   won       for points
//	30 behind, chance and yatzy left             8.97 %    9.01 %    6.15 %
//	50 behind, sixes (bonus open), full house,   57.25 %   57.29 %   56.84 %
//	  chance left
//	45 behind, four of a kind, large straight,   2.95 %    3.00 %    1.65 %
//	  yatzy left
//
// The test pass plays 3,000 games a position and checks the rate is
// within 4σ of the claim.
package optimal
