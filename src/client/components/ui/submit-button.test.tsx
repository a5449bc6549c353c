import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('says its label and submits when idle', () => {
    render(
      <SubmitButton busy={false} busyLabel="Sending..." icon={null}>
        Send
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('is disabled and says its busy label while the request runs', () => {
    render(
      <SubmitButton busy busyLabel="Sending..." icon={null}>
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' }).hasAttribute('disabled')).toBe(true);
  });
});
