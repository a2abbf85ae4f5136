// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { useToasts } from '@/lib/stores/toasts';
import { AvatarField } from './avatar-field';

/** The field in a form of its own; `error` puts a server message on it, as a failed submit would. */
function Form({ error }: { error?: string }) {
  const form = useForm<{ avatar: string | null }>({ defaultValues: { avatar: null } });
  useEffect(() => {
    if (error) form.setError('avatar', { message: error });
  }, [error, form]);
  return (
    <FormProvider {...form}>
      <AvatarField labels={{ legend: 'Profielfoto (optioneel)', remove: 'Verwijderen' }} preview={null} onPreview={() => undefined} />
    </FormProvider>
  );
}

describe('AvatarField', () => {
  it('names the file input by the field label and the action, and describes it by the hint', () => {
    renderWithIntl(<Form />);
    const input = screen.getByLabelText('Profielfoto (optioneel) Foto kiezen');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Een png- of jpg-bestand, tot 5 MB.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a picture over 5 MB before it travels, saying so in the page’s language', async () => {
    useToasts.setState({ toasts: [] });
    renderWithIntl(<Form />);
    const large = new File(['x'], 'groot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(large, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Profielfoto (optioneel) Foto kiezen'), large);
    // Sent, it would have failed as 'try again' (no server here, a 413 behind the real one).
    expect(useToasts.getState().toasts.map((toast) => [toast.title, toast.message])).toEqual([['Foto niet opgeladen', 'Een foto mag hoogstens 5 MB zijn.']]);
  });

  it('ties an error to the input', async () => {
    await act(async () => {
      renderWithIntl(<Form error="De afbeelding is te groot." />);
    });
    const input = screen.getByLabelText('Profielfoto (optioneel) Foto kiezen');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Een png- of jpg-bestand, tot 5 MB. De afbeelding is te groot.');
  });
});
