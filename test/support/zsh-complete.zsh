# zsh's own completion system on one command line: an interactive zsh in a pseudo-terminal (zpty)
# loads compinit and the script, gets the line and a TAB, and every match the completion functions
# add (through compadd, wrapped to also print them) is printed, one per line.
# Usage: zsh -f zsh-complete.zsh <completion script> <command line>
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PS1='' PS2=''; autoload -Uz compinit; compinit -u -D"
zpty -w z "source ${(q)1}"
zpty -w z 'compadd() { builtin compadd "$@"; local -a m; builtin compadd -O m "$@"; print -rl -- "<match>"${^m} >&2; }'
zpty -w z "exec 2>&1; zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' menu no"
# The markers are split in the command so that only their output matches the patterns read for.
zpty -w z 'print -r -- "<rea""dy>"'
zpty -r z line '*<ready>*'
zpty -w z "$2"$'\t'
zpty -w z $'\C-u print -r -- "<do""ne>"\n'
zpty -r z out '*<done>*'
print -r -- "$out" | grep -ao '<match>[^[:cntrl:]]*' | sed 's/<match>//' | sort -u
zpty -d z
