require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default; CI runs several suites at once on two cores, where a lazy chunk
// or a chain of fake requests can take longer. A wait that succeeds returns as soon as it does.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
