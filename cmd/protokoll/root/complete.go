package root

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// addCompletion teaches shell completion the words of every command: the
// saved games where a command takes GAME (a game command's own kind, and
// for play the unfinished only), the players of the game for rename, and
// for the flags the languages, the variants, the box ids, the lists and
// the players of the game named.
func addCompletion(a *cmdutil.Factory, cmd *cobra.Command) {
	if strings.Contains(cmd.Use, "GAME") { // "show GAME", "recap [DAY|GAME]"
		cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			var kind *gamekind.Kind // a game command's own kind; nil for any
			if p := cmd.Parent(); p != nil {
				kind = a.Kinds.Named(p.Name())
			}
			if len(args) == 1 && cmd.Name() == "rename" && kind != nil { // OLD: the game's players
				return players(a, kind, args[0]), cobra.ShellCompDirectiveNoFileComp
			}
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return gameNames(a, kind, cmd.Name() == "play"), cobra.ShellCompDirectiveNoFileComp
		}
	}
	if cmd.Parent() == nil { // the root: --lang is every command's
		cmd.RegisterFlagCompletionFunc("lang", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return a.Langs.Tags(), cobra.ShellCompDirectiveNoFileComp
		})
	}
	words := map[string]func(args []string) []string{
		"variant": func([]string) []string {
			var ids []string
			for _, v := range scoresheet.Variants() {
				ids = append(ids, v.ID)
			}
			return ids
		},
		"box": func(args []string) []string {
			v := scoresheet.Scandinavian()
			if g := readGame(a, args); g != nil {
				v = g.State.Variant()
			}
			var ids []string
			for _, b := range v.Boxes {
				ids = append(ids, string(b))
			}
			return ids
		},
		"list": func([]string) []string {
			var names []string
			for _, l := range contracts.Lists() {
				names = append(names, l.Name)
			}
			return names
		},
		"player": func(args []string) []string {
			if g := readGame(a, args); g != nil {
				return g.State.Players()
			}
			return nil
		},
		"joker": func([]string) []string { return []string{string(scoresheet.JokerForced), string(scoresheet.JokerFree)} },
		"round": func(args []string) []string {
			if len(args) == 0 {
				return nil
			}
			st, _ := a.Store()
			j, err := st.Read(args[0])
			if err != nil {
				return nil
			}
			g, err := store.LoadRummy(j)
			if err != nil {
				return nil
			}
			var n []string
			for i := range g.State.Played() {
				n = append(n, strconv.Itoa(i+1))
			}
			return n
		},
	}
	for flag, list := range words {
		if cmd.Flags().Lookup(flag) == nil {
			continue
		}
		cmd.RegisterFlagCompletionFunc(flag, func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			return list(args), cobra.ShellCompDirectiveNoFileComp
		})
	}
	if cmd.Flags().Lookup("rules") != nil {
		// House rules saved by name, and files: --rules takes either.
		cmd.RegisterFlagCompletionFunc("rules", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			s, err := a.Store()
			if err != nil {
				return nil, cobra.ShellCompDirectiveDefault
			}
			return s.RulesNames(), cobra.ShellCompDirectiveDefault
		})
	}
	for _, c := range cmd.Commands() {
		addCompletion(a, c)
	}
}

// gameNames are the saved games of kind (nil for any), the unfinished
// only when open, the most recent first.
func gameNames(a *cmdutil.Factory, kind *gamekind.Kind, open bool) []string {
	rep, err := a.Reporter()
	if err != nil {
		return nil
	}
	results, _, err := history.Results(rep.Store, rep.Kinds, rep.Cache)
	if err != nil {
		return nil
	}
	slices.SortStableFunc(results, func(x, y history.Result) int { return y.Played.Compare(x.Played) })
	var names []string
	for _, r := range results {
		if (kind == nil || r.Kind == kind.Name) && !(open && r.Finished) {
			names = append(names, r.Name)
		}
	}
	return names
}

// players are the players of the saved game called name, of kind.
func players(a *cmdutil.Factory, kind *gamekind.Kind, name string) []string {
	st, err := a.Store()
	if err != nil {
		return nil
	}
	g, err := kind.Read(st, name)
	if err != nil {
		return nil
	}
	g.File().Close()
	return g.Players()
}

// readGame reads the Yatzy game a command names in args, for completion.
func readGame(a *cmdutil.Factory, args []string) *store.Yatzy {
	if len(args) == 0 {
		return nil
	}
	st, err := a.Store()
	if err != nil {
		return nil
	}
	g, err := st.ReadYatzy(args[0]) // nil for a game of another kind
	if err != nil {
		return nil
	}
	g.Close()
	return g
}
