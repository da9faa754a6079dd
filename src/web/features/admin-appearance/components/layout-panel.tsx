import { useTranslation } from 'react-i18next';
import { fontFamilies, headingFonts, type Appearance } from '@contracts/appearance';
import { SelectField } from '@/components/ui/form/field';
import { SwitchField } from '@/components/ui/form/switch-field';
import type { AppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';

const radii: Appearance['borderRadius'][] = ['0', '0.25rem', '0.5rem', '0.75rem', '1rem'];
// i18next reads a dot as a key separator.
const radiusKey = (r: Appearance['borderRadius']) => r.replace('.', '_') as '0' | '0_25rem' | '0_5rem' | '0_75rem' | '1rem';
const shadows: Appearance['shadowIntensity'][] = ['none', 'light', 'medium', 'strong'];

/** Fonts, corners, shadows and animations, from the lists the server accepts. */
export function LayoutPanel({ draft }: { draft: AppearanceDraft }) {
  const { t } = useTranslation('admin-appearance');
  const v = draft.value;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField label={t('layout.fontFamily')} value={v.fontFamily} onChange={(e) => draft.set('fontFamily', e.target.value as Appearance['fontFamily'])}>
        {fontFamilies.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </SelectField>
      <SelectField label={t('layout.headingFont')} value={v.headingFont} onChange={(e) => draft.set('headingFont', e.target.value as Appearance['headingFont'])}>
        {headingFonts.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </SelectField>
      <SelectField label={t('layout.borderRadius')} value={v.borderRadius} onChange={(e) => draft.set('borderRadius', e.target.value as Appearance['borderRadius'])}>
        {radii.map((r) => (
          <option key={r} value={r}>
            {t(`layout.radius.${radiusKey(r)}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('layout.shadowIntensity')}
        value={v.shadowIntensity}
        onChange={(e) => draft.set('shadowIntensity', e.target.value as Appearance['shadowIntensity'])}
      >
        {shadows.map((s) => (
          <option key={s} value={s}>
            {t(`layout.shadow.${s}`)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <SwitchField
          label={t('layout.animationsEnabled')}
          hint={t('layout.animationsHint')}
          checked={v.animationsEnabled}
          onCheckedChange={(on) => draft.set('animationsEnabled', on)}
        />
      </div>
    </div>
  );
}
