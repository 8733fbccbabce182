#!/usr/bin/env node
import meow from 'meow';
import {UsageError} from './source/commands/errors.js';
import {shown} from './source/engine/index.js';
import {checkCommandLine, readCommandLine} from './source/commands/command-line.js';
import {FLAGS} from './source/commands/flags.js';
import {runCommand, type CliFlags} from './source/commands/index.js';
import {watchOutput} from './source/commands/output.js';

watchOutput();

const HELP = `
	Usage
	  $ shamrocks [options]                play (the game you left, if any)
	  $ shamrocks print [FILE | -] [deal]  write a deal, or a board file checked
	  $ shamrocks solve FILE... | [deal]   prove won (with the moves) or lost
	  $ shamrocks census --deals N         count how many deals are winnable
	  $ shamrocks worker --queue URL       solve census chunks for a census queue
	  $ shamrocks stats                    statistics: wins, streaks, last games

	Choosing the game (play, print, solve, census, stats)
	  --variant V     shamrocks (the default), scotch, labellelucie, trefoil, fan,
	                  freefan, boxfan, cloverleaf, superflowergarden or
	                  threeshuffles; play: else the last one chosen in New deal
	  --kings K       Shamrocks' Kings: bottom (default), mm (Morehead and
	                  Mott-Smith: beneath the lowest card of their suit), as-dealt
	  --draw-early    La Belle Lucie, Trefoil (play, solve, census): allow the
	                  draw before the last redeal (a house rule)

	Choosing the deal (play, print, solve)
	  --seed S        the deal of seed S (a number or word); else a random one
	  --winnable      the first proved-winnable deal of S, S/1, S/2, ...
	  --daily [DATE]  the winnable daily deal, the same for everyone (YYYY-MM-DD,
	                  default today)
	  --board FILE    play from the position in a board file (not -: stdin is the
	                  keyboard)

	Play
	  --open NAME         take up the game saved as NAME, history and all (the
	                      menu's Save this game and Open a saved game; not with
	                      a deal flag)
	  --no-autoplay       Enter moves no card; m picks up, Enter drops
	  --no-auto-complete  do not finish the game when every fan is descending
	  --auto-drop         after every move, send home the cards that can never
	                      again be of use on the fans (the setting Auto drop)
	  --ascii             cards as in board files (9S, TH), a frame of + - |
	                      (the default where the locale is not UTF-8: LANG=C)
	  --no-ascii          suit glyphs and box lines, whatever the locale
	  --no-color          no colour (NO_COLOR is honoured too)
	  --no-winnable-mark  do not say on the status line whether the game can
	                      still be won
	  --no-mouse          leave the mouse to the terminal (no clicks or drags)
	  --demo              watch the solver play the deal (any key stops it)

	Solve
	  --json          one JSON object per input per line
	  --budget MS     time budget per position in milliseconds (default 2000)
	  --memory MB     most memory for the solver's tables when solving a position
	                  (default about 150 MB up to a 2 s budget, 300 MB from 4 s
	                  on; the process takes about 100 MB more)

	Stats
	  --json          the figures as one JSON object

	Census
	  --deals N       number of deals to solve
	  --from S        first deal's seed, a whole number (default 1)
	  --jobs K        worker threads (default and most: all cores)
	  --budget MS     time budget per deal in milliseconds (default 2000)
	  --positions N   at most N positions per deal too (verdicts the load cannot
	                  change)
	  --memory MB     as for solve, for each deal in each job (not with --queue)
	  --queue URL     through the job queue at redis://HOST:PORT, solved by the
	                  workers there; the report as above
	  --resume        take up the census of these deals in the queue
	  --retry-unknown solve its unknown deals again, with the --budget given

	Worker (the census on many machines)
	  --queue URL     the census queue, redis://HOST:PORT
	  --jobs K        chunks solved at once, a thread each (default: all cores)

	A switch also takes a value: --winnable=yes, --color=off (yes/no, true/false,
	on/off, 1/0). Flags are spelt as above, with a --no- form only where shown.

	In the game: arrows, Tab or a fan's number aim, Enter (or a click) plays,
	m picks up (or drag), h hints, w watches the solver, u/r undo/redo (U/R all
	of them), n menu, ? help, q quits; in La Belle Lucie and Trefoil g redeals
	and d draws.

	Examples
	  $ shamrocks --seed 42
	  $ shamrocks --variant scotch --winnable
	  $ shamrocks --variant labellelucie --seed 7
	  $ shamrocks --demo --daily
	  $ shamrocks print --daily > today.txt
	  $ shamrocks solve today.txt --json
	  $ shamrocks census --deals 1000
	  $ shamrocks worker --queue redis://10.0.0.5:6379
	  $ shamrocks census --deals 1000000 --queue redis://10.0.0.5:6379
	  $ shamrocks stats --variant scotch --json
`;

/** The command line as meow reads it, from one spelling of each flag (readCommandLine). */
function parseArguments(argv: readonly string[]) {
	return meow(HELP, {
		importMeta: import.meta,
		// Known already: readCommandLine has refused the others, named as typed.
		allowUnknownFlags: true,
		// Anywhere on the line, not only alone (below).
		autoHelp: false,
		autoVersion: false,
		flags: FLAGS,
		// A switch without a default is absent when not given, not false (--ascii, --no-ascii).
		booleanDefault: undefined,
		argv: [...argv],
	});
}

/** A line on stderr: our own words, with whatever came from outside in them escaped once more. */
function complain(message: string): void {
	process.stderr.write(`shamrocks: ${shown(message)}\n`);
}

try {
	const line = readCommandLine(process.argv.slice(2));
	if (!line.help && !line.version) checkCommandLine(line);
	const cli = parseArguments(line.argv);
	// Written here, not by meow's showHelp (console.log, then exit): console swallows write errors.
	if (line.help) process.stdout.write(`${cli.help}\n`);
	else if (line.version) process.stdout.write(`${cli.pkg.version ?? ''}\n`);
	else process.exitCode = await runCommand(cli.input, cli.flags as CliFlags, line.given);
} catch (error) {
	if (error instanceof UsageError) {
		complain(error.message);
		process.exitCode = 2;
	} else {
		// A bug, not bad input: still one line, and the details only on request.
		complain(`internal error: ${(error as Error).message}`);
		const stack = ((error as Error).stack ?? '').split('\n').map(shown).join('\n');
		if (process.env['SHAMROCKS_DEBUG']) process.stderr.write(`${stack}\n`);
		process.exitCode = 1;
	}
}
