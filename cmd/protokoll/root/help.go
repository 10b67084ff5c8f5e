package root

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
)

// addHelp gives root the help topics (catalog.Topics), the reference a
// player reads, in the run's language: "protokoll help TOPIC" shows a
// topic, and so does "protokoll TOPIC" (or TOPIC --help) where no command
// has the topic's name; "protokoll help" lists them. Each topic is a cobra
// additional help topic (a command with no Run, its Long the page, said
// when shown), hidden from cobra's own list, which would leave out a
// topic named as a command ("contracts" is both) and be in cobra's
// English; the topics are listed after it, in the run's language.
//
// The language is the run's (a.Lang: --lang, else the locale's),
// resolved before the commands were made. Cobra's own help of each
// command and its flags stays English.
func addHelp(a *cmdutil.Factory, root *cobra.Command) {
	language := func() *catalog.Language { return a.Lang }
	topics := map[string]*cobra.Command{}
	for _, t := range catalog.Topics() {
		c := &cobra.Command{Use: string(t), Hidden: true}
		c.SetOut(a.IO.Out) // a topic no command leaves room for has no parent to write with
		topics[string(t)] = c
		if commandNamed(root, string(t)) == nil {
			root.AddCommand(c)
		}
	}
	show := root.HelpFunc() // cobra's
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		l := language()
		out := c.OutOrStdout()
		if topics[c.Name()] == c {
			// Its words are the run's language's, known only now.
			c.Short, c.Long = l.Topic(catalog.Topic(c.Name()))
			fmt.Fprintln(out, c.Long) // as cobra shows it, without the usage's empty line
			return
		}
		show(c, args)
		switch {
		case c == root:
			fmt.Fprintln(out, "\n"+l.T("Help topics, in your language (protokoll help TOPIC):"))
			for _, t := range catalog.Topics() {
				summary, _ := l.Topic(t)
				fmt.Fprintf(out, "  %-12s %s\n", t, summary)
			}
		case c.Parent() == root && topics[c.Name()] != nil && topics[c.Name()] != c:
			// A command that shares its name with a topic: where the topic is.
			summary, _ := l.Topic(catalog.Topic(c.Name()))
			fmt.Fprintln(out, "\n"+l.T("See also: protokoll help %s (%s)", c.Name(), summary))
		}
	})

	root.SetHelpCommand(&cobra.Command{
		Use:   "help [TOPIC | COMMAND]",
		Short: "Help about any command, and the help topics",
		Long: `Help about any command ("protokoll help yatzy record"), and the help
topics, the reference in your language: "protokoll help" lists them,
"protokoll help contracts" shows one.`,
		ValidArgsFunction: func(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			var words []cobra.Completion
			parent := root
			if len(args) > 0 {
				c, _, err := root.Find(args)
				if err != nil || c == root {
					return nil, cobra.ShellCompDirectiveNoFileComp
				}
				parent = c
			} else {
				l := language()
				for _, t := range catalog.Topics() {
					summary, _ := l.Topic(t)
					words = append(words, cobra.CompletionWithDesc(string(t), summary))
				}
			}
			for _, c := range parent.Commands() {
				if c.IsAvailableCommand() {
					words = append(words, cobra.CompletionWithDesc(c.Name(), c.Short))
				}
			}
			var out []cobra.Completion
			for _, w := range words {
				if strings.HasPrefix(w, toComplete) {
					out = append(out, w)
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) == 1 && topics[args[0]] != nil {
				root.HelpFunc()(topics[args[0]], nil)
				return nil
			}
			c, _, err := root.Find(args)
			if err != nil || c == nil || (c == root && len(args) > 0) {
				return msg.Errorf("no help topic or command %q: protokoll help lists them", strings.Join(args, " "))
			}
			c.InitDefaultHelpFlag()
			c.InitDefaultVersionFlag()
			return c.Help()
		},
	})
}

// commandNamed returns the command under root called name (or by that
// alias), or nil.
func commandNamed(root *cobra.Command, name string) *cobra.Command {
	for _, c := range root.Commands() {
		if c.Name() == name || c.HasAlias(name) {
			return c
		}
	}
	return nil
}
