import { useQuery } from '@apollo/client/react';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { useEffect, useState } from 'react';
import { LogoQuery } from '@/modules/settings/graphql/LogoQuery';
import { LogoSaveMutation } from '@/modules/settings/graphql/LogoSaveMutation';
import { refreshBranding } from '@/modules/settings/hooks/useBranding';
import { useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import { Button } from '@/ui/Button/Button';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { toast } from '@/ui/Toast/toast';
import type { LogoInput } from '@/gql/graphql';
import { type ChosenImage, ImageChooser } from '@/modules/settings/components/logo/ImageChooser';
import * as styles from '@/modules/settings/components/settingsPanel.css';

/**
 * Logo Change (001 §2): the company logo of the login gate (when no login icon is set), the
 * portal header, invoice previews and PDFs. A load failure is only logged (001 §8).
 */
export function LogoTab() {
  const { data, error, refetch } = useQuery(LogoQuery);
  const { save, saving } = useSettingsSave(LogoSaveMutation, settingsToasts.logoSaveFailed);
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (error) console.error('Failed to load logo', error);
  }, [error]);
  const logo = data?.logo;

  async function submit(input: LogoInput, done: string) {
    setFieldError(undefined);
    const result = await save({ input, expectedVersion: logo?.version ?? null });
    if (result.outcome === 'conflict') return setConflict(true);
    if (result.outcome === 'failed') return setFieldError(result.errors.logoUrl ?? result.errors.logoName);
    setChosen(null);
    toast({ title: done });
    refreshBranding();
  }

  return (
    <section className={styles.panel} aria-labelledby="logo-heading">
      <h2 id="logo-heading" className={styles.heading}>
        Company Logo
      </h2>
      <p className={styles.intro}>Shown on the login screen, the customer portal, invoice previews and PDFs.</p>
      {conflict && (
        <ChangedElsewhereAlert
          onReload={() => {
            setConflict(false);
            setChosen(null);
            void refetch();
          }}
        />
      )}
      <ImageChooser
        label="Logo image"
        noun="logo"
        current={logo?.logoUrl ?? ''}
        chosen={chosen}
        errorMessage={fieldError}
        onChoose={(image) => {
          setFieldError(undefined);
          setChosen(image);
        }}
        onError={(message) => {
          setChosen(null);
          setFieldError(message);
        }}
      />
      <div className={styles.actions}>
        <Button isDisabled={!chosen || conflict} isPending={saving} onPress={() => chosen && void submit({ logoUrl: chosen.dataUrl, logoName: chosen.name }, 'Logo saved')}>
          Upload Logo
        </Button>
        {chosen && (
          <Button variant="outline" onPress={() => setChosen(null)}>
            Cancel
          </Button>
        )}
        {logo?.logoUrl && !chosen && (
          <Button variant="outline" isDisabled={conflict} onPress={() => void submit({ logoUrl: '' }, 'Logo removed')}>
            Remove Logo
          </Button>
        )}
      </div>
    </section>
  );
}
