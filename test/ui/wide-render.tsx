import {EventEmitter} from 'node:events';
import {type ReactElement} from 'react';
import {render as inkRender} from 'ink';

/**
 * ink-testing-library's render, for a terminal of `columns` columns: its own fake stdout is 100
 * columns wide, and Ink cuts what is wider (the roomy board takes up to 112). The same fakes
 * otherwise: frames kept as written, a stdin that hands over what is written to it.
 */
class Stdout extends EventEmitter {
	lastWritten: string | undefined;
	constructor(readonly columns: number) {
		super();
	}

	write = (frame: string) => {
		this.lastWritten = frame;
	};
}

class Stdin extends EventEmitter {
	isTTY = true;
	private data: string | null = null;
	write = (data: string) => {
		this.data = data;
		this.emit('readable');
		this.emit('data', data);
	};

	read = () => {
		const {data} = this;
		this.data = null;
		return data;
	};

	setEncoding() {}
	setRawMode() {}
	resume() {}
	pause() {}
	ref() {}
	unref() {}
}

export interface WideInstance {
	lastFrame(): string | undefined;
	readonly stdin: Stdin;
	rerender(tree: ReactElement): void;
	unmount(): void;
}

const instances: Array<{unmount(): void}> = [];

export function renderWide(tree: ReactElement, columns: number): WideInstance {
	const stdout = new Stdout(columns);
	const stdin = new Stdin();
	const instance = inkRender(tree, {
		// The fakes stand in for the streams Ink writes to and reads from, as ink-testing-library's do.
		stdout: stdout as unknown as NodeJS.WriteStream,
		stderr: new Stdout(columns) as unknown as NodeJS.WriteStream,
		stdin: stdin as unknown as NodeJS.ReadStream,
		debug: true,
		exitOnCtrlC: false,
		patchConsole: false,
	});
	instances.push(instance);
	return {
		lastFrame: () => stdout.lastWritten,
		stdin,
		rerender: instance.rerender,
		unmount: instance.unmount,
	};
}

/** Unmounts every wide render: for afterEach, as ink-testing-library's cleanup. */
export function cleanupWide(): void {
	for (const instance of instances.splice(0)) instance.unmount();
}
