package rummy

import (
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
)

// parseAssignments reads flags of the form "NAME=VALUE".
func parseAssignments(flag string, values []string) (map[string]string, error) {
	m := map[string]string{}
	for _, v := range values {
		name, value, ok := strings.Cut(v, "=")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, msg.Errorf("--%s %q: want NAME=VALUE, like --%s \"Bo=K 7 2 A\"", flag, v, flag)
		}
		name = strings.TrimSpace(name)
		if _, dup := m[strings.ToLower(name)]; dup {
			return nil, msg.Errorf("--%s names %s twice", flag, name)
		}
		m[strings.ToLower(name)] = strings.TrimSpace(value)
	}
	return m, nil
}
