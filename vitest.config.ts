import {defineConfig} from 'vitest/config';

export default defineConfig({
	test: {
		include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
		// The tests' temporary folders all go in one, removed when the run ends.
		globalSetup: ['test/temporary-folder.ts'],
		// Property tests and the real worker take seconds, not milliseconds; speed is measured by
		// `npm run bench`, never by timeouts here.
		testTimeout: 60_000,
		hookTimeout: 60_000,
	},
});
