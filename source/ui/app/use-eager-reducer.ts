import {useCallback, useReducer, useRef} from 'react';

/**
 * A reducer whose new state exists the moment an action is dispatched, not at the next render.
 * Keys can arrive faster than Ink renders (a burst from a terminal, a busy machine): a key handler
 * that read the state of the last render saw Down, Down, Enter as "Enter on the first line". Key
 * handlers read `latest()`; the view renders the same state once React gets to it.
 */
export function useEagerReducer<S, A>(
	reducer: (state: S, action: A) => S,
	init: () => S,
): [S, (action: A) => void, () => S] {
	const state = useRef<{value: S} | undefined>(undefined);
	if (state.current === undefined) state.current = {value: init()};
	const [, rerender] = useReducer((count: number) => count + 1, 0);
	const dispatch = useCallback(
		(action: A) => {
			const box = state.current as {value: S};
			const next = reducer(box.value, action);
			if (next === box.value) return;
			box.value = next;
			rerender();
		},
		[reducer],
	);
	const latest = useCallback(() => (state.current as {value: S}).value, []);
	return [state.current.value, dispatch, latest];
}
