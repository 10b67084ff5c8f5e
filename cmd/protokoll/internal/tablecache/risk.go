package tablecache

import (
	"strconv"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A risk table (optimal.SolveRisk) is kept as the expected score's is,
// in a file of its own for each θ, whose name and first line say the θ:
// a file of one θ is never taken for another's.

// riskSuffix ends the name of the file of a table of risk θ ("" for the
// expected score's).
func riskSuffix(theta float64) string {
	if theta == 0 {
		return ""
	}
	return "-risk" + strconv.FormatFloat(theta, 'g', -1, 64)
}

// magicOf is the first line of the file of a table of risk θ.
func magicOf(theta float64) string {
	if theta == 0 {
		return magic
	}
	return "protokoll risk table " + strconv.FormatFloat(theta, 'g', -1, 64) + "\n"
}

// solve works out the table of risk θ.
func solve(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, progress func(float64)) (*optimal.Table, error) {
	if theta == 0 {
		return optimal.SolveProgress(v, choices, progress)
	}
	return optimal.SolveRiskProgress(v, choices, theta, progress)
}

// fromNear is optimal.FromNear for the table of risk θ.
func fromNear(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st optimal.State, read func(int, []float64) error) (*optimal.Near, error) {
	if theta == 0 {
		return optimal.FromNear(v, choices, st, read)
	}
	return optimal.FromNearRisk(v, choices, theta, st, read)
}

// RiskPath returns the file of a variant's risk table of θ under rules.
func (c Cache) RiskPath(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) string {
	return c.path(v, choices, theta)
}

// LoadRisk is Load for the risk table of θ: from the cache if a whole
// one is there, else solved and saved.
func (c Cache) LoadRisk(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (*optimal.Table, Outcome, error) {
	return c.load(v, choices, theta)
}

// LoadNearRisk is LoadNear for the risk table of θ.
func (c Cache) LoadNearRisk(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st optimal.State) (*optimal.Near, Outcome, error) {
	return c.loadNear(v, choices, theta, st)
}

// RiskTable returns the risk table of θ of v under rules, as Table
// returns the expected score's: once a run, from the cache or worked out
// and cached.
func (t *Tables) RiskTable(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (*optimal.Table, error) {
	return t.table(v, choices, theta)
}

// RiskNear returns what advice on st needs of the risk table of θ, as
// Near does of the expected score's.
func (t *Tables) RiskNear(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st optimal.State) (*optimal.Near, error) {
	return t.near(v, choices, theta, st)
}
