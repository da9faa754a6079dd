import type { Locale } from '../../../contracts/common.js';

/** How a reminder names the occasion and the person, in the customer's language. */
const occasions: Record<Locale, Record<string, string>> = {
  fr: {
    birthday: 'l’anniversaire de',
    anniversary: 'l’anniversaire de mariage de',
    mothers_day: 'la fête des mères pour',
    graduation: 'la remise de diplôme de',
    new_job: 'le nouveau poste de',
    just_because: 'votre occasion avec',
  },
  ar: {
    birthday: 'عيد ميلاد',
    anniversary: 'ذكرى زواج',
    mothers_day: 'عيد الأم لـ',
    graduation: 'حفل تخرج',
    new_job: 'الوظيفة الجديدة لـ',
    just_because: 'مناسبة',
  },
  en: {
    birthday: 'the birthday of',
    anniversary: 'the wedding anniversary of',
    mothers_day: 'Mother’s Day for',
    graduation: 'the graduation of',
    new_job: 'the new job of',
    just_because: 'your occasion with',
  },
};

export const occasionLabel = (locale: Locale, occasion: string) => occasions[locale][occasion] ?? occasions[locale].just_because ?? '';
