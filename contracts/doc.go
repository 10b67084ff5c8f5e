// Package contracts holds the rules of a Swedish contract rummy (the
// Shanghai family): the cards and what they count in a hand, the contracts
// of each round as people write them in Swedish ("2 trissar", "1 färgstege
// på 5 kort, min 8"), and a checker that says whether cards make a
// contract, and why.
//
// The package does no I/O: the house lists are embedded, and a list of the
// table's own is read from a string.
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
package contracts
