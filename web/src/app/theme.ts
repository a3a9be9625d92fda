import type { ThemeConfig } from 'antd';

/** The shop's colours: a deep navy for trust, an amber accent taken from road signs. */
export const brandColors = {
  navy: '#0f2a44',
  amber: '#f5a623',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5f99',
    colorLink: '#1f5f99',
    // Darker than antd's red (#ff4d4f, 3.3:1 on white): danger buttons and field errors read at
    // 5.9:1.
    colorError: '#cf1322',
    // Darker than antd's grey (#8c8c8c, 3.4:1 on white): form hints and other secondary text
    // read at 7:1.
    colorTextDescription: '#595959',
    // Darker than antd's placeholder grey (#bfbfbf, 1.8:1 on white): a picker's hint ("Type a
    // product's name") is the only text of an empty field, and reads at 4.5:1.
    colorTextPlaceholder: '#767676',
    borderRadius: 8,
    // No animations: a button whose loading flag went off within a frame or two kept its
    // collapsed spinner (its leave motion never ended), and screen readers read it as
    // "loading Add Vehicle" on an idle form (seen in the garage journey). Without motion the
    // spinner goes when the flag does; dropdowns and tabs open at once, also on slow phones.
    motion: false,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, sans-serif",
  },
  components: {
    // Labels of description lists (the back office's opened rows) read at 5.6:1, not 3.3:1.
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    Layout: {
      headerBg: '#ffffff',
      bodyBg: '#f5f7fa',
      footerBg: brandColors.navy,
    },
  },
};
