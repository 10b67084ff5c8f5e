// Package storetest makes folders of saved games for tests without the
// rest of the program: random games played and edited on disk, through
// the store, as people play and edit them. It imports no command, so a
// package below the commands (history, store) can test with it and its
// test binary needs no copy of the program built for it alone. Buffer
// is the output a test reads while a goroutine writes it, for any
// package's tests.
package storetest
