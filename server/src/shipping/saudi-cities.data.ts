/**
 * The Saudi cities and governorates the shop delivers to (or may), by region: the main city of
 * each of the 13 regions, and their larger governorates and towns, with the names Saudi Post (SPL)
 * and the regions' own sites write. `GET /api/shipping/cities` answers them; addresses and zones
 * name a city by its English `name` (calls may give the Arabic one, or one of `aliases`, the
 * other English spellings shoppers and carriers use).
 */
export interface SaudiCitySeed {
  name: string;
  nameAr: string;
  aliases?: string[];
}

export interface SaudiRegionSeed {
  name: string;
  nameAr: string;
  cities: SaudiCitySeed[];
}

export const SAUDI_REGIONS: SaudiRegionSeed[] = [
  {
    name: 'Riyadh',
    nameAr: 'الرياض',
    cities: [
      { name: 'Riyadh', nameAr: 'الرياض', aliases: ['Ar Riyadh'] },
      { name: 'Al Kharj', nameAr: 'الخرج', aliases: ['Kharj'] },
      { name: 'Ad Diriyah', nameAr: 'الدرعية', aliases: ['Diriyah', 'Dir’iyah'] },
      { name: 'Al Majmaah', nameAr: 'المجمعة', aliases: ['Majmaah', "Al Majma'ah"] },
      { name: 'Az Zulfi', nameAr: 'الزلفي', aliases: ['Zulfi'] },
      { name: 'Shaqra', nameAr: 'شقراء', aliases: ['Shaqraa'] },
      { name: 'Ad Dawadmi', nameAr: 'الدوادمي', aliases: ['Dawadmi'] },
      { name: 'Afif', nameAr: 'عفيف' },
      { name: 'Al Quwayiyah', nameAr: 'القويعية', aliases: ['Quwayiyah'] },
      { name: 'Wadi Ad Dawasir', nameAr: 'وادي الدواسر', aliases: ['Wadi Al Dawasir'] },
      { name: 'As Sulayyil', nameAr: 'السليل', aliases: ['Sulayyil'] },
      { name: 'Al Aflaj', nameAr: 'الأفلاج', aliases: ['Aflaj', 'Layla'] },
      { name: 'Al Muzahimiyah', nameAr: 'المزاحمية', aliases: ['Muzahimiyah'] },
      { name: 'Hotat Bani Tamim', nameAr: 'حوطة بني تميم', aliases: ['Hawtat Bani Tamim'] },
      { name: 'Thadiq', nameAr: 'ثادق' },
      { name: 'Huraymila', nameAr: 'حريملاء', aliases: ['Huraymla'] },
      { name: 'Al Ghat', nameAr: 'الغاط', aliases: ['Ghat'] },
      { name: 'Rumah', nameAr: 'رماح', aliases: ['Rimah'] },
    ],
  },
  {
    name: 'Makkah',
    nameAr: 'مكة المكرمة',
    cities: [
      { name: 'Makkah', nameAr: 'مكة المكرمة', aliases: ['Mecca', 'Makkah Al Mukarramah', 'مكة'] },
      { name: 'Jeddah', nameAr: 'جدة', aliases: ['Jiddah', 'Jedda'] },
      { name: 'Taif', nameAr: 'الطائف', aliases: ['At Taif', 'Al Taif'] },
      { name: 'Rabigh', nameAr: 'رابغ' },
      { name: 'Al Qunfudhah', nameAr: 'القنفذة', aliases: ['Qunfudhah', 'Al Qunfudah'] },
      { name: 'Al Lith', nameAr: 'الليث', aliases: ['Lith'] },
      { name: 'Al Jumum', nameAr: 'الجموم', aliases: ['Jumum'] },
      { name: 'Khulais', nameAr: 'خليص', aliases: ['Khulays'] },
      { name: 'Al Kamil', nameAr: 'الكامل', aliases: ['Kamil'] },
      { name: 'Turabah', nameAr: 'تربة', aliases: ['Turaba'] },
      { name: 'Ranyah', nameAr: 'رنية', aliases: ['Raniyah'] },
      { name: 'Al Khurmah', nameAr: 'الخرمة', aliases: ['Khurmah'] },
      { name: 'Adham', nameAr: 'أضم' },
      { name: 'Al Muwayh', nameAr: 'الموية', aliases: ['Muwayh'] },
      { name: 'Bahrah', nameAr: 'بحرة' },
    ],
  },
  {
    name: 'Madinah',
    nameAr: 'المدينة المنورة',
    cities: [
      {
        name: 'Madinah',
        nameAr: 'المدينة المنورة',
        aliases: ['Medina', 'Al Madinah', 'Al Madinah Al Munawwarah', 'المدينة'],
      },
      { name: 'Yanbu', nameAr: 'ينبع', aliases: ['Yanbu Al Bahr'] },
      { name: 'Al Ula', nameAr: 'العلا', aliases: ['AlUla', 'Ula'] },
      { name: 'Badr', nameAr: 'بدر' },
      { name: 'Khaybar', nameAr: 'خيبر', aliases: ['Khaibar'] },
      { name: 'Al Hinakiyah', nameAr: 'الحناكية', aliases: ['Hinakiyah'] },
      { name: 'Mahd Adh Dhahab', nameAr: 'مهد الذهب', aliases: ['Mahd Al Dhahab'] },
      { name: 'Al Ais', nameAr: 'العيص', aliases: ['Ais'] },
      { name: 'Wadi Al Fara', nameAr: 'وادي الفرع' },
    ],
  },
  {
    name: 'Eastern Province',
    nameAr: 'المنطقة الشرقية',
    cities: [
      { name: 'Dammam', nameAr: 'الدمام', aliases: ['Ad Dammam', 'Al Dammam'] },
      { name: 'Al Khobar', nameAr: 'الخبر', aliases: ['Khobar'] },
      { name: 'Dhahran', nameAr: 'الظهران', aliases: ['Az Zahran'] },
      { name: 'Al Ahsa', nameAr: 'الأحساء', aliases: ['Ahsa', 'Al Hasa', 'Hasa'] },
      { name: 'Al Hofuf', nameAr: 'الهفوف', aliases: ['Hofuf', 'Hufuf'] },
      { name: 'Al Mubarraz', nameAr: 'المبرز', aliases: ['Mubarraz'] },
      { name: 'Qatif', nameAr: 'القطيف', aliases: ['Al Qatif'] },
      { name: 'Saihat', nameAr: 'سيهات' },
      { name: 'Safwa', nameAr: 'صفوى', aliases: ['Safwa City'] },
      { name: 'Jubail', nameAr: 'الجبيل', aliases: ['Al Jubail'] },
      { name: 'Ras Tanura', nameAr: 'رأس تنورة', aliases: ['Ras Tannurah'] },
      { name: 'Abqaiq', nameAr: 'بقيق', aliases: ['Buqayq'] },
      { name: 'Hafar Al Batin', nameAr: 'حفر الباطن', aliases: ['Hafr Al Batin'] },
      { name: 'Al Khafji', nameAr: 'الخفجي', aliases: ['Khafji'] },
      { name: 'An Nairyah', nameAr: 'النعيرية', aliases: ['Nairyah', 'Al Nairyah'] },
      { name: 'Qaryat Al Ulya', nameAr: 'قرية العليا' },
    ],
  },
  {
    name: 'Qassim',
    nameAr: 'القصيم',
    cities: [
      { name: 'Buraidah', nameAr: 'بريدة', aliases: ['Buraydah', 'Buraida'] },
      { name: 'Unaizah', nameAr: 'عنيزة', aliases: ['Unayzah', 'Onaizah'] },
      { name: 'Ar Rass', nameAr: 'الرس', aliases: ['Rass', 'Al Rass'] },
      { name: 'Al Bukayriyah', nameAr: 'البكيرية', aliases: ['Bukayriyah'] },
      { name: 'Al Badai', nameAr: 'البدائع', aliases: ['Badai'] },
      { name: 'Al Mithnab', nameAr: 'المذنب', aliases: ['Mithnab'] },
      { name: 'Riyadh Al Khabra', nameAr: 'رياض الخبراء' },
      { name: 'Uyun Al Jiwa', nameAr: 'عيون الجواء' },
      { name: 'Al Asyah', nameAr: 'الأسياح', aliases: ['Asyah'] },
      { name: 'An Nabhaniyah', nameAr: 'النبهانية', aliases: ['Nabhaniyah'] },
      { name: 'Ash Shimasiyah', nameAr: 'الشماسية', aliases: ['Shimasiyah'] },
      { name: 'Uqlat As Suqur', nameAr: 'عقلة الصقور' },
    ],
  },
  {
    name: 'Asir',
    nameAr: 'عسير',
    cities: [
      { name: 'Abha', nameAr: 'أبها' },
      { name: 'Khamis Mushait', nameAr: 'خميس مشيط', aliases: ['Khamis Mushayt'] },
      { name: 'Bisha', nameAr: 'بيشة', aliases: ['Bishah'] },
      { name: 'An Namas', nameAr: 'النماص', aliases: ['Namas', 'Al Namas'] },
      { name: 'Muhayil Asir', nameAr: 'محايل عسير', aliases: ['Muhayil'] },
      { name: 'Sarat Abidah', nameAr: 'سراة عبيدة' },
      { name: 'Ahad Rafidah', nameAr: 'أحد رفيدة' },
      { name: 'Rijal Alma', nameAr: 'رجال ألمع' },
      { name: 'Tathlith', nameAr: 'تثليث' },
      { name: 'Dhahran Al Janub', nameAr: 'ظهران الجنوب' },
      { name: 'Bariq', nameAr: 'بارق' },
      { name: 'Al Majardah', nameAr: 'المجاردة', aliases: ['Majardah'] },
    ],
  },
  {
    name: 'Tabuk',
    nameAr: 'تبوك',
    cities: [
      { name: 'Tabuk', nameAr: 'تبوك', aliases: ['Tabouk'] },
      { name: 'Duba', nameAr: 'ضباء', aliases: ['Dhuba'] },
      { name: 'Al Wajh', nameAr: 'الوجه', aliases: ['Wajh'] },
      { name: 'Umluj', nameAr: 'أملج' },
      { name: 'Tayma', nameAr: 'تيماء', aliases: ['Taima'] },
      { name: 'Haql', nameAr: 'حقل' },
    ],
  },
  {
    name: 'Hail',
    nameAr: 'حائل',
    cities: [
      { name: 'Hail', nameAr: 'حائل', aliases: ["Ha'il"] },
      { name: 'Baqaa', nameAr: 'بقعاء', aliases: ["Baq'a"] },
      { name: 'Al Ghazalah', nameAr: 'الغزالة', aliases: ['Ghazalah'] },
      { name: 'Ash Shinan', nameAr: 'الشنان', aliases: ['Shinan'] },
    ],
  },
  {
    name: 'Northern Borders',
    nameAr: 'الحدود الشمالية',
    cities: [
      { name: 'Arar', nameAr: 'عرعر' },
      { name: 'Rafha', nameAr: 'رفحاء' },
      { name: 'Turaif', nameAr: 'طريف', aliases: ['Turayf'] },
      { name: 'Al Uwayqilah', nameAr: 'العويقيلة', aliases: ['Uwayqilah'] },
    ],
  },
  {
    name: 'Jazan',
    nameAr: 'جازان',
    cities: [
      { name: 'Jazan', nameAr: 'جازان', aliases: ['Jizan', 'Gizan'] },
      { name: 'Sabya', nameAr: 'صبيا', aliases: ['Sabia'] },
      { name: 'Abu Arish', nameAr: 'أبو عريش' },
      { name: 'Samtah', nameAr: 'صامطة', aliases: ['Samita'] },
      { name: 'Ahad Al Masarihah', nameAr: 'أحد المسارحة' },
      { name: 'Baish', nameAr: 'بيش', aliases: ['Bish'] },
      { name: 'Ad Darb', nameAr: 'الدرب', aliases: ['Darb'] },
      { name: 'Farasan', nameAr: 'فرسان' },
      { name: 'Damad', nameAr: 'ضمد' },
      { name: 'Al Aridah', nameAr: 'العارضة', aliases: ['Aridah'] },
    ],
  },
  {
    name: 'Najran',
    nameAr: 'نجران',
    cities: [
      { name: 'Najran', nameAr: 'نجران' },
      { name: 'Sharurah', nameAr: 'شرورة', aliases: ['Sharourah'] },
      { name: 'Hubuna', nameAr: 'حبونا' },
      { name: 'Badr Al Janub', nameAr: 'بدر الجنوب' },
    ],
  },
  {
    name: 'Al Bahah',
    nameAr: 'الباحة',
    cities: [
      { name: 'Al Bahah', nameAr: 'الباحة', aliases: ['Baha', 'Al Baha'] },
      { name: 'Baljurashi', nameAr: 'بلجرشي' },
      { name: 'Al Mandaq', nameAr: 'المندق', aliases: ['Mandaq'] },
      { name: 'Al Mikhwah', nameAr: 'المخواة', aliases: ['Mikhwah'] },
      { name: 'Al Aqiq', nameAr: 'العقيق', aliases: ['Aqiq'] },
      { name: 'Qilwah', nameAr: 'قلوة' },
    ],
  },
  {
    name: 'Al Jouf',
    nameAr: 'الجوف',
    cities: [
      { name: 'Sakaka', nameAr: 'سكاكا', aliases: ['Sakakah'] },
      { name: 'Dumat Al Jandal', nameAr: 'دومة الجندل' },
      { name: 'Al Qurayyat', nameAr: 'القريات', aliases: ['Qurayyat'] },
      { name: 'Tabarjal', nameAr: 'طبرجل' },
    ],
  },
];
