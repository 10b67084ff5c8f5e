// Package contracts holds the rules of a Swedish contract rummy (the
// Shanghai family): the cards and what they count in a hand, the contracts
// of each round as people write them in Swedish ("2 trissar", "1 färgstege
// på 5 kort, min 8"), and a checker that says whether cards make a
// contract, and why.
//
// The package does no I/O: the house lists are embedded, and a list of the
// table's own is read from a string.
package contracts
