// Generated from openapi/openapi.yaml (patterns and lengths of the form fields) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run `npm run generate`.

/** Pattern and length bounds of each form field's schema, for the forms' own rules. */
export const fieldRules = {
  Email: {
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 3,
    maxLength: 254,
  },
  Password: {
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,16}$',
    minLength: 8,
    maxLength: 16,
  },
  Phone: {
    pattern: '^[0-9]{11}$',
  },
  SixDigitCode: {
    pattern: '^[0-9]{6}$',
  },
  WechatId: {
    pattern: '^[A-Za-z0-9_-]{5,20}$',
  },
  PersonName: {
    pattern: '^[A-Za-z\\u4E00-\\u9FFF]+$',
    minLength: 1,
    maxLength: 50,
  },
  IdNumber: {
    pattern: '^[0-9A-Za-z-]{5,30}$',
  },
  CompanyName: {
    minLength: 2,
    maxLength: 100,
  },
  CreditCode: {
    pattern: '^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$',
  },
  Reason: {
    minLength: 1,
    maxLength: 500,
  },
} as const
