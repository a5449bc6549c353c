// The back office's components find its i18next instance in the language provider; rendered on
// their own, as here, they find the default one (Portuguese, the language the tests were written in).
import '@client/i18n/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when the runner's globals are on; ours are not.
afterEach(() => cleanup());
