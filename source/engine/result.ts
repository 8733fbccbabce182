/** Pure modules return results instead of throwing (as chessops does), so callers must decide. */
export type Result<T, E> = {readonly ok: true; readonly value: T} | {readonly ok: false; readonly error: E};

export function ok<T>(value: T): {readonly ok: true; readonly value: T} {
	return {ok: true, value};
}

export function fail<E>(error: E): {readonly ok: false; readonly error: E} {
	return {ok: false, error};
}
