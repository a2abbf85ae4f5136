// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
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
    expect(input).toHaveAccessibleDescription('Een png- of jpg-bestand.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties an error to the input', async () => {
    await act(async () => {
      renderWithIntl(<Form error="De afbeelding is te groot." />);
    });
    const input = screen.getByLabelText('Profielfoto (optioneel) Foto kiezen');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Een png- of jpg-bestand. De afbeelding is te groot.');
  });
});
