// The jest-dom matchers (toBeInTheDocument, toHaveTextContent…) for the type checker; jest loads them at run
// time through the shared preset's setup file.
import '@testing-library/jest-dom';
