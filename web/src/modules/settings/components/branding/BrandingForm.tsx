import { MAX_LENGTH } from '@detailing/schema/limits';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { type FormEvent, useState } from 'react';
import type { BrandingQuery as BrandingQueryResult } from '@/gql/graphql';
import { BrandingSaveMutation } from '@/modules/settings/graphql/BrandingSaveMutation';
import { refreshBranding } from '@/modules/settings/hooks/useBranding';
import { useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import { type BrandingFormErrors, checkCompanyName } from '@/modules/settings/utils/brandingForm';
import { Button } from '@/ui/Button/Button';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { TextField } from '@/ui/TextField/TextField';
import { toast } from '@/ui/Toast/toast';
import { type ChosenImage, ImageChooser } from '@/modules/settings/components/logo/ImageChooser';
import * as styles from '@/modules/settings/components/settingsPanel.css';

type Branding = BrandingQueryResult['branding'];

/** What becomes of the login icon on save: kept, replaced by a file chosen, or removed. */
type IconChange = { kind: 'keep' } | { kind: 'replace'; image: ChosenImage } | { kind: 'remove' };

/** The branding form on the branding as loaded; `onReload` loads it again after a conflict. */
export function BrandingForm({ branding, onReload }: { branding: Branding; onReload(): void }) {
  const { save, saving } = useSettingsSave(BrandingSaveMutation, settingsToasts.brandingSaveFailed);
  const [companyName, setCompanyName] = useState(branding.companyName);
  const [icon, setIcon] = useState<IconChange>({ kind: 'keep' });
  const [errors, setErrors] = useState<BrandingFormErrors>({});
  const [conflict, setConflict] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkCompanyName(companyName);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const iconInput =
      icon.kind === 'replace' ? { loginIcon: icon.image.dataUrl, loginIconName: icon.image.name } : icon.kind === 'remove' ? { loginIcon: '' } : {};
    const result = await save({ input: { companyName: checked.companyName, ...iconInput }, expectedVersion: branding.version });
    if (result.outcome === 'conflict') return setConflict(true);
    if (result.outcome === 'failed') return setErrors({ companyName: result.errors.companyName, loginIcon: result.errors.loginIcon ?? result.errors.loginIconName });
    setCompanyName(result.data.saveBranding.companyName);
    setIcon({ kind: 'keep' });
    toast({ title: 'Branding saved' });
    refreshBranding();
  }

  const current = icon.kind === 'remove' ? '' : branding.loginIcon;
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="branding-heading">
      <h2 id="branding-heading" className={styles.heading}>
        Login Screen
      </h2>
      <p className={styles.intro}>The admin login screen shows the login icon (or the company logo, when no icon is set) and the company name.</p>
      {conflict && <ChangedElsewhereAlert onReload={onReload} />}
      <TextField
        label="Company Name"
        value={companyName}
        onChange={(value) => {
          setCompanyName(value);
          setErrors((e) => ({ ...e, companyName: undefined }));
        }}
        maxLength={MAX_LENGTH.NAME}
        isRequired
        errorMessage={errors.companyName}
      />
      <ImageChooser
        label="Login icon"
        noun="login icon"
        current={current}
        chosen={icon.kind === 'replace' ? icon.image : null}
        errorMessage={errors.loginIcon}
        onChoose={(image) => {
          setErrors((e) => ({ ...e, loginIcon: undefined }));
          setIcon({ kind: 'replace', image });
        }}
        onError={(message) => {
          setIcon({ kind: 'keep' });
          setErrors((e) => ({ ...e, loginIcon: message }));
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={saving} isDisabled={conflict}>
          Save Branding
        </Button>
        {icon.kind !== 'keep' && (
          <Button variant="outline" onPress={() => setIcon({ kind: 'keep' })}>
            Keep current icon
          </Button>
        )}
        {icon.kind === 'keep' && branding.loginIcon && (
          <Button variant="outline" onPress={() => setIcon({ kind: 'remove' })}>
            Remove icon
          </Button>
        )}
      </div>
    </form>
  );
}
