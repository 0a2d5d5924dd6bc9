// DOM matchers (toBeVisible, toHaveAttribute, ...) for component tests.
import '@testing-library/jest-dom';
