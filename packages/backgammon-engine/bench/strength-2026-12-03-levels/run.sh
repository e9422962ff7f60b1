#!/bin/bash
# The runs of docs/strength.md "Levels": two harness processes (A and B), each playing its levels
# one after another, at nice 10, from a clone of the repository at the measured commit ($1), so
# that edits in the working tree do not reach a run. Output: one JSONL file per level and seed.
set -e
ROOT=$1
D=$(cd "$(dirname "$0")" && pwd)
run() { # level seed matches
  LUDUS_MATCHES=$3 LUDUS_LEVEL=$1 LUDUS_SEED=$2 LUDUS_GNUBG_ANALYSIS=off LUDUS_ROOT=$ROOT \
    LUDUS_OUT=$D/$1-$2.jsonl nice -n 10 /usr/games/gnubg -t -q \
    -p $ROOT/packages/backgammon-engine/scripts/strength.py > /dev/null
}
# The machine is shared, so the levels played in chunks (a run continues its file where it
# stopped: the same matches as one run of the whole count): 20 a level, then beginner and casual
# on (to 57 and 69 when the load fell), then advanced and intermediate, the least sure, to 100.
case $2 in
  A) run beginner 71 20; run intermediate 73 20; run advanced 74 20; run advanced 74 100
     run beginner 71 100; run intermediate 73 100 ;;
  B) run casual 72 20; run expert 76 20; run intermediate 73 100; run casual 72 100
     run expert 76 100 ;;
esac
