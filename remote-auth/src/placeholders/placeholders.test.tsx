import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AcceptInvitation } from './AcceptInvitation';

const screens: { ids: string; Screen: ComponentType; testId: string; honest: RegExp }[] = [
  {
    ids: 'RT-06',
    Screen: AcceptInvitation,
    testId: 'accept-invitation-page',
    honest: /Invitations are not available/,
  },
];

describe('the auth screens that wait for accounts', () => {
  it.each(screens)(
    '$ids / $testId says what it is and that it is not available yet',
    ({ Screen, testId, honest }) => {
      render(
        <MemoryRouter>
          <Screen />
        </MemoryRouter>,
      );
      const root = screen.getByTestId(testId);
      expect(root).toHaveTextContent(honest);
      expect(root.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );
});
