// The jest-dom matchers (toBeInTheDocument, toHaveTextContent…) for the type checker; jest loads them at run
// time through the preset's setup file. Excluded from the build.
import '@testing-library/jest-dom';
