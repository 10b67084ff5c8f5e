package yatzy
