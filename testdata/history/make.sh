#!/bin/bash
# Makes testdata/history again: the fixture games whose statistics
# cmd/protokoll/stats/stats_test.go asserts, worked out by hand there.
# Usage: PROTOKOLL=path/to/protokoll testdata/history/make.sh DIR
set -euo pipefail
P=${PROTOKOLL:-protokoll}
export PROTOKOLL_HOME=$1
rec() { $P yatzy record "$1" --player "$2" --dice "$3" --box "$4" ${5:-} >/dev/null; }
strong=(ones:11123 twos:22245 threes:33312 fours:44412 fives:55512 sixes:66612 one_pair:66123 two_pairs:66551 three_of_a_kind:44412 four_of_a_kind:33332 small_straight:12345 large_straight:23456 full_house:22333 chance:66554 yatzy:11111)
weak=(ones:11234 twos:22134 threes:33124 fours:44123 fives:55123 sixes:66123 one_pair:55123 two_pairs:33221 three_of_a_kind:22213 four_of_a_kind:12345:s small_straight:12346:s large_straight:23456 full_house:11222 chance:12345 yatzy:12345:s)
play() { # play GAME P1 DICE1[] P2 DICE2[]
  local g=$1 p1=$2 p2=$4; local -n d1=$3; local -n d2=$5
  for i in "${!d1[@]}"; do
    IFS=: read box dice s <<< "${d1[$i]}"; rec "$g" "$p1" "$dice" "$box" ${s:+--strike}
    IFS=: read box dice s <<< "${d2[$i]}"; rec "$g" "$p2" "$dice" "$box" ${s:+--strike}
  done
}
$P yatzy new --players Anna,Bo --name kvall-a >/dev/null
play kvall-a Anna strong Bo weak
$P yatzy new --players Anna,bo --name kvall-b >/dev/null
play kvall-b Anna weak bo weak
stdstrong=(ones:11123 twos:22245 threes:33312 fours:44412 fives:55512 sixes:66612 three_of_a_kind:44412 four_of_a_kind:33332 full_house:22333 small_straight:12346 large_straight:23456 yatzy:66666 chance:66554)
stdweak=(ones:11234 twos:22134 threes:33124 fours:44123 fives:55123 sixes:66123 three_of_a_kind:22213 four_of_a_kind:12345:s full_house:11222 small_straight:12345 large_straight:12346:s yatzy:12345:s chance:12345)
$P yatzy new --variant standard --players Anna,Bosse --name kvall-c >/dev/null
play kvall-c Anna stdstrong Bosse stdweak
$P yatzy new --players Anna,Bo --name kvall-d >/dev/null
rec kvall-d Anna 66612 sixes
printf '# Mine\n1. två trissar\n2. en triss och en stege på 4 kort\n' > /tmp/mine.txt
$P rummy new --list /tmp/mine.txt --players Anna,Bo,Cecilia --name kort-a >/dev/null
$P rummy record kort-a --out Anna --left "Bo=K 7" --left "Cecilia=2 A" >/dev/null
$P rummy record kort-a --out Cecilia --left "Anna=3" --left "Bo=J Q" >/dev/null
printf 'this is not a game\n' > "$PROTOKOLL_HOME/skrap.jsonl"
