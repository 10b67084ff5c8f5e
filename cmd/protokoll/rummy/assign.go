package rummy

import (
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// An assignment is a flag's NAME=VALUE, as typed.
type assignment struct{ Name, Value string }

// parseAssignments reads a flag's NAME=VALUE values, in the order given
// (so that a refusal names the first wrong one), each name as typed: a
// name given twice, in any case, is refused.
func parseAssignments(flag string, values []string) ([]assignment, error) {
	var out []assignment
	seen := map[string]bool{}
	for _, v := range values {
		name, value, ok := strings.Cut(v, "=")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, msg.Errorf("--%s %q: want NAME=VALUE, like --%s \"Bo=K 7 2 A\"", flag, v, flag)
		}
		name = strings.TrimSpace(name)
		if seen[strings.ToLower(name)] {
			return nil, msg.Errorf("--%s names %s twice", flag, name)
		}
		seen[strings.ToLower(name)] = true
		out = append(out, assignment{name, strings.TrimSpace(value)})
	}
	return out, nil
}
