import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` give up after 1 s by default: on a shared 2-core machine a form's render and
// checks can take longer than that, and a test would fail on the machine's load rather than the screen.
configure({ asyncUtilTimeout: 5_000 });
