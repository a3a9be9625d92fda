import { searchWords, withoutArticle } from './normalise';

/**
 * The car brands and models of the Saudi market as shoppers write them in Arabic, so that
 * "تويوتا كامري" finds what "Toyota Camry" finds. Each entry: the English name the catalog
 * stores, its usual Arabic name first, then other spellings in use.
 */
export const CAR_BRAND_NAMES: Record<string, string[]> = {
  Toyota: ['تويوتا', 'تيوتا'],
  Hyundai: ['هيونداي', 'هونداي', 'هيونداى', 'هيوندا'],
  Nissan: ['نيسان'],
  Kia: ['كيا'],
  Chevrolet: ['شفروليه', 'شيفروليه', 'شفرليت', 'شيفورليه'],
  Ford: ['فورد'],
  GMC: ['جي إم سي', 'جمس', 'جي ام سي'],
  Honda: ['هوندا'],
  Mazda: ['مازدا'],
  Mitsubishi: ['ميتسوبيشي', 'متسوبيشي'],
  Lexus: ['لكزس', 'لكسز', 'ليكزس'],
  'Mercedes-Benz': ['مرسيدس بنز', 'مرسيدس', 'مارسيدس'],
  BMW: ['بي إم دبليو', 'بي ام دبليو', 'بي ام'],
  Isuzu: ['إيسوزو', 'ايسوزو', 'ايسزو'],
  Changan: ['شانجان', 'شانقان', 'تشانجان'],
  Geely: ['جيلي'],
  MG: ['إم جي', 'ام جي'],
};

export const CAR_MODEL_NAMES: Record<string, string[]> = {
  Camry: ['كامري', 'كامرى'],
  Corolla: ['كورولا', 'كرولا'],
  'Land Cruiser': ['لاند كروزر', 'لاندكروزر', 'لاندكروز'],
  Hilux: ['هايلكس', 'هايلوكس'],
  Yaris: ['يارس', 'ياريس'],
  Elantra: ['إلنترا', 'النترا', 'إلانترا'],
  Sonata: ['سوناتا'],
  Accent: ['أكسنت', 'اكسنت'],
  Tucson: ['توسان'],
  Patrol: ['باترول'],
  Sunny: ['صني'],
  Altima: ['ألتيما', 'التيما'],
  Cerato: ['سيراتو'],
  Sportage: ['سبورتاج'],
  K5: ['كي 5'],
  Tahoe: ['تاهو'],
  Malibu: ['ماليبو'],
  Silverado: ['سلفرادو', 'سيلفرادو'],
  Taurus: ['تورس', 'توروس'],
  Explorer: ['إكسبلورر', 'اكسبلورر'],
  'F-150': ['إف 150', 'اف 150'],
  Accord: ['أكورد', 'اكورد'],
  Civic: ['سيفيك', 'سيفك'],
  Yukon: ['يوكن', 'يوكون'],
  Sierra: ['سييرا', 'سيرا'],
  'LX 600': ['إل إكس 600'],
  LX: ['إل إكس', 'ال اكس'],
  ES: ['إي إس'],
  Pajero: ['باجيرو', 'باجرو'],
  Lancer: ['لانسر'],
  Attrage: ['أتراج', 'اتراج'],
  'CX-5': ['سي إكس 5'],
  'CX-9': ['سي إكس 9'],
  'Mazda 6': ['مازدا 6'],
  'D-Max': ['دي ماكس'],
  'E-Class': ['الفئة إي'],
  'S-Class': ['الفئة إس'],
  CS35: ['سي إس 35'],
  Eado: ['إيدو', 'ايدو'],
  Coolray: ['كولراي'],
  Emgrand: ['إمغراند', 'امجراند'],
};

/** The Arabic name of a brand the dictionary knows ("Toyota" → "تويوتا"). */
export function arabicBrandName(brand: string): string | undefined {
  const known = Object.keys(CAR_BRAND_NAMES).find(
    (name) => name.toLowerCase() === brand.trim().toLowerCase(),
  );
  return known && CAR_BRAND_NAMES[known][0];
}

/** Normalised Arabic spelling (words joined by one space) → the English name, lower-cased. */
function spellings(names: Record<string, string[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [english, arabic] of Object.entries(names)) {
    for (const spelling of arabic) {
      map.set(searchWords(spelling).map(withoutArticle).join(' '), english.toLowerCase());
    }
  }
  return map;
}
const BRANDS = spellings(CAR_BRAND_NAMES);
const MODELS = spellings(CAR_MODEL_NAMES);
const CAR_NAMES = new Map([...MODELS, ...BRANDS]);
const LONGEST_NAME = Math.max(...[...CAR_NAMES.keys()].map((name) => name.split(' ').length));

/**
 * The match key of a brand or model as typed: an Arabic name of the dictionary gives its English
 * name's key ("تويوتا" → "toyota"); anything else is lower-cased as the catalog's keys are.
 */
export function carNameKey(typed: string, kind: 'brand' | 'model'): string {
  const spelled = searchWords(typed).map(withoutArticle).join(' ');
  const known = (kind === 'brand' ? BRANDS : MODELS).get(spelled);
  return known ?? typed.trim().toLowerCase();
}

/**
 * The words of a keyword search with Arabic car names put in English ("فلتر زيت تويوتا كامري" →
 * "فلتر", "زيت", "toyota", "camry"): a name may take several words, the longest is taken.
 */
export function withEnglishCarNames(words: string[]): string[] {
  const result: string[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 0;
    for (let length = Math.min(LONGEST_NAME, words.length - start); length > 0; length -= 1) {
      const english = CAR_NAMES.get(
        words
          .slice(start, start + length)
          .map(withoutArticle)
          .join(' '),
      );
      if (english) {
        result.push(...searchWords(english));
        taken = length;
        break;
      }
    }
    if (taken === 0) result.push(words[start]);
    start += taken || 1;
  }
  return result;
}
