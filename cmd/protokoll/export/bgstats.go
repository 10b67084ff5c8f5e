package export

import (
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// BG Stats (Board Game Stats, by Eerko) reads a play file, a JSON
// document of its own making (BG Stats writes one when a play is shared,
// and opens one shared to it): the players, the locations and the games,
// each with an id, and the plays, each naming its game and, for each
// player, their score, whether they won, their place and seat. Its
// fields here are those of BG Stats' own files and of its documented
// play data (the JSON of its createPlay links: sourcePlayId, playDate in
// UTC as "yyyy-MM-dd HH:mm:ss", durationMin, board, game with bggId,
// highestWins and noPoints, players with score, winner, rank and
// startPlayer). BG Stats knows a game by its BoardGameGeek id: the five-
// dice Yatzy variants are BoardGameGeek's Yahtzee (2243), the variant
// the play's board; maxi and the card game have none that protokoll can
// vouch for, and are matched by name when imported.

// A bgsFile is a BG Stats play file.
type bgsFile struct {
	About     string        `json:"about"`
	Players   []bgsPlayer   `json:"players"`
	Locations []bgsLocation `json:"locations"`
	Games     []bgsGame     `json:"games"`
	Plays     []bgsPlay     `json:"plays"`
}

type bgsPlayer struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	IsAnonymous bool   `json:"isAnonymous"`
}

type bgsLocation struct {
	ID   int    `json:"id"`
	UUID string `json:"uuid"`
	Name string `json:"name"`
}

type bgsGame struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	BggID       int    `json:"bggId,omitempty"`
	HighestWins bool   `json:"highestWins"`
	NoPoints    bool   `json:"noPoints"`
	Cooperative bool   `json:"cooperative"`
	UsesTeams   bool   `json:"usesTeams"`
}

type bgsPlay struct {
	UUID             string     `json:"uuid"`
	SourcePlayID     string     `json:"sourcePlayId"`
	GameRefID        int        `json:"gameRefId"`
	PlayDate         string     `json:"playDate"`
	PlayDateYmd      int        `json:"playDateYmd"`
	EntryDate        string     `json:"entryDate"`
	ModificationDate string     `json:"modificationDate"`
	DurationMin      int        `json:"durationMin"`
	Rounds           int        `json:"rounds"`
	Board            string     `json:"board"`
	Ignored          bool       `json:"ignored"`
	ManualWinner     bool       `json:"manualWinner"`
	UsesTeams        bool       `json:"usesTeams"`
	Comments         string     `json:"comments"`
	PlayerScores     []bgsScore `json:"playerScores"`
}

type bgsScore struct {
	PlayerRefID int    `json:"playerRefId"`
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	Rank        int    `json:"rank"`
	SeatOrder   int    `json:"seatOrder"`
	StartPlayer bool   `json:"startPlayer"`
	NewPlayer   bool   `json:"newPlayer"`
}

// bgsAbout is what BG Stats writes at the top of its play files, for a
// person who opens one in an editor.
const bgsAbout = "This is a Play file that can be read by Board Game Stats. If you see this text, try to use a share, export or open-in function to open it with Board Game Stats."

// bgsDate is a time as BG Stats writes it: UTC, "yyyy-MM-dd HH:mm:ss".
func bgsDate(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") }

// bgsUUID is a UUID (version 5, SHA-1) of what: the same thing gets the
// same UUID in every export, so that BG Stats takes a play imported again
// for the same play, and a player for the same player.
func bgsUUID(what string) string {
	h := sha1.Sum([]byte("protokoll/bgstats/" + what))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// bgstats is the finished games as a BG Stats play file: a play each,
// oldest first (games is in that order), as their kinds are plays there.
func bgstats(kinds gamekind.Kinds, games []history.Result) ([]byte, error) {
	f := bgsFile{About: bgsAbout, Players: []bgsPlayer{}, Locations: []bgsLocation{}, Games: []bgsGame{}, Plays: []bgsPlay{}}
	players := map[string]int{} // by the name as counted
	gameIDs := map[string]int{}
	for _, g := range games {
		k := kinds.Named(g.Kind)
		if !g.Finished || k == nil || k.BGStats == nil {
			continue // a play is a game played to its end, of a kind BG Stats has
		}
		bgs := k.BGStats(g)
		name, bgg, board := bgs.Name, bgs.BggID, bgs.Board
		gid, ok := gameIDs[name]
		if !ok {
			gid = len(f.Games) + 1
			gameIDs[name] = gid
			f.Games = append(f.Games, bgsGame{ID: gid, UUID: bgsUUID("game/" + name), Name: name, BggID: bgg, HighestWins: k.Figures.Ahead(1, 0) > 0}) // as the places go
		}
		end := g.Played
		for _, s := range g.Spans {
			end = s.To
		}
		ymd, _ := strconv.Atoi(g.Played.UTC().Format("20060102"))
		p := bgsPlay{
			UUID: bgsUUID("play/" + g.Name + "/" + g.Played.UTC().Format(time.RFC3339Nano)), SourcePlayID: g.Name, GameRefID: gid,
			PlayDate: bgsDate(g.Played), PlayDateYmd: ymd, EntryDate: bgsDate(end), ModificationDate: bgsDate(end),
			DurationMin: int(g.Length().Round(time.Minute) / time.Minute), Rounds: g.Rounds, Board: board,
			Comments: "protokoll: " + g.Name, PlayerScores: []bgsScore{},
		}
		places := history.Places(k.Figures, g)
		for seat, pl := range g.Players {
			key := playername.Fold(pl.Name)
			pid, ok := players[key]
			if !ok {
				pid = len(f.Players) + 1
				players[key] = pid
				f.Players = append(f.Players, bgsPlayer{ID: pid, UUID: bgsUUID("player/" + key), Name: pl.Name})
			}
			p.PlayerScores = append(p.PlayerScores, bgsScore{PlayerRefID: pid, Score: strconv.Itoa(pl.Total), Winner: pl.Won,
				Rank: places[seat], SeatOrder: seat, StartPlayer: seat == 0 && bgs.FirstStarts})
		}
		f.Plays = append(f.Plays, p)
	}
	out, err := json.MarshalIndent(f, "", "  ")
	return append(out, '\n'), err
}
