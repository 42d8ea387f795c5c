import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RegisterRequest,
  activationOutcome,
  ageOn,
  changePasswordError,
  forgotPasswordError,
  profileUpdateError,
  registrationErrors,
  resetPasswordError,
  sanitizeRegisterUserName,
} from './accounts.ts';

const rules = { idNumberRequired: false, mobileRequired: false, today: '2025-06-15' };
const valid = RegisterRequest.parse({
  firstName: 'Deniz',
  lastName: 'Arslan',
  birthDate: '2000-06-15',
  sex: 'f',
  address: 'Atatürk Bulvarı 10',
  city: 'İzmir',
  postCode: '35000',
  counrtyId: 218,
  userName: 'deniz95',
  password: 'secret12',
  repeatPassword: 'secret12',
  email: 'deniz@example.com',
  currency: 'TRY',
  captcha: 'AB12C',
  terms: true,
});
const keys = (over: Partial<RegisterRequest>, r = rules) =>
  registrationErrors({ ...valid, ...over }, r).map((e) => `${e.field}:${e.key}`);

describe('registration rules (section 5)', () => {
  it('accepts a complete form', () => {
    expect(registrationErrors(valid, rules)).toEqual([]);
  });

  it('requires every mandatory field', () => {
    const empty = RegisterRequest.parse({});
    const fields = registrationErrors(empty, rules)
      .filter((e) => e.key === 'registerFieldRequired')
      .map((e) => e.field);
    expect(fields).toEqual([
      'firstName',
      'lastName',
      'address',
      'city',
      'postCode',
      'userName',
      'password',
      'email',
      'currency',
      'captcha',
      'counrtyId',
    ]);
    expect(keys({ repeatPassword: '' })).toContain('repeatPassword:registerFieldRequired');
  });

  it('checks the age: 18 on the day, at most 90', () => {
    expect(keys({ birthDate: '2007-06-15' })).toEqual([]);
    expect(keys({ birthDate: '2007-06-16' })).toEqual(['birthDate:birthDateInvalid']);
    expect(keys({ birthDate: '1935-06-15' })).toEqual([]);
    expect(keys({ birthDate: '1934-06-14' })).toEqual(['birthDate:birthDateInvalid']);
    expect(keys({ birthDate: '2000-02-30' })).toEqual(['birthDate:birthDateInvalid']);
    expect(ageOn('2000-06-16', '2025-06-15')).toBe(24);
  });

  it('checks lengths and formats', () => {
    expect(keys({ address: '123456789' })).toEqual(['address:addressLength']);
    expect(keys({ address: '1234567890' })).toEqual([]);
    expect(keys({ city: 'Ab' })).toEqual(['city:cityLength']);
    expect(keys({ city: 'x'.repeat(21) })).toEqual(['city:cityLength']);
    expect(keys({ postCode: '1234' })).toEqual(['postCode:postCodeLength']);
    expect(keys({ postCode: '12345678901' })).toEqual(['postCode:postCodeLength']);
    expect(keys({ userName: 'abcd' })).toEqual(['userName:userNameRules']);
    expect(keys({ userName: 'a'.repeat(21) })).toEqual(['userName:userNameRules']);
    expect(keys({ userName: 'deniz_95' })).toEqual(['userName:userNameRules']);
    expect(keys({ userName: 'secret12' })).toEqual(['password:userNameEqualsPassword']);
    expect(keys({ password: 'abc', repeatPassword: 'abc' })).toEqual(['password:passwordLengthRange']);
    expect(keys({ password: 'x'.repeat(64), repeatPassword: 'x'.repeat(64) })).toEqual([]);
    expect(keys({ password: 'x'.repeat(65), repeatPassword: 'x'.repeat(65) })).toEqual([
      'password:passwordLengthRange',
    ]);
    const strict = { ...rules, passwordPolicy: { minLength: 10, maxLength: 80 } };
    expect(keys({ password: 'x'.repeat(9), repeatPassword: 'x'.repeat(9) }, strict)).toEqual([
      'password:passwordLengthRange',
    ]);
    expect(keys({ password: 'x'.repeat(80), repeatPassword: 'x'.repeat(80) }, strict)).toEqual([]);
    // the message says the policy's lengths: its {{min}} and {{max}} are given with it
    const short = { ...valid, password: 'x'.repeat(9), repeatPassword: 'x'.repeat(9) };
    expect(registrationErrors(short, strict)).toEqual([
      { field: 'password', key: 'passwordLengthRange', params: { min: 10, max: 80 } },
    ]);
    expect(keys({ repeatPassword: 'secret13' })).toEqual(['repeatPassword:passwordNoSameRegister']);
    expect(keys({ email: 'a@b' })).toEqual(['email:emailInvalid']);
    expect(keys({ email: `${'a'.repeat(95)}@b.com` })).toEqual(['email:emailInvalid']);
    expect(keys({ sex: 'x' })).toEqual(['sex:sexRequired']);
    expect(keys({ terms: false })).toEqual(['terms:termsRequired']);
  });

  it('requires id number and mobile only when the site says so', () => {
    const strict = { ...rules, idNumberRequired: true, mobileRequired: true };
    expect(keys({}, strict)).toEqual(['idNumber:idNumberInvalid', 'mobile:mobileInvalid']);
    expect(keys({ idNumber: '1234567890', mobile: { code: '90', number: '5321234567' } }, strict)).toEqual([
      'idNumber:idNumberInvalid',
    ]);
    expect(keys({ idNumber: '12345678901', mobile: { code: '90', number: '1234567' } }, strict)).toEqual([
      'mobile:mobileInvalid',
    ]);
    expect(keys({ idNumber: '12345678901', mobile: { code: '90', number: '12345678' } }, strict)).toEqual([]);
    expect(keys({ mobile: { code: '90', number: '123456789012' } })).toEqual(['mobile:mobileInvalid']);
  });

  it('forces the user name field to lowercase Latin letters and digits', () => {
    expect(sanitizeRegisterUserName('Deniz_95 Ç!')).toBe('deniz95');
    expect(sanitizeRegisterUserName('a'.repeat(30))).toHaveLength(20);
  });
});

describe('account form rules', () => {
  it('profile: city, country, post code not empty, first failure only', () => {
    expect(profileUpdateError({ city: '', countryId: 0, postCode: '' })).toBe('cityCanNotbeNull');
    expect(profileUpdateError({ countryId: 0, postCode: '' })).toBe('countryCanNotbeNull');
    expect(profileUpdateError({ postCode: ' ' })).toBe('postCodeCanNotbeNull');
    expect(profileUpdateError({ sex: 'm' })).toBeNull();
  });

  it('change password: every field, and the repeat must match (lengths are the site policy)', () => {
    expect(changePasswordError({ currentPassword: '', newPassword: 'abcd' })).toBe('allInputEnter');
    expect(
      changePasswordError({ currentPassword: 'old1', newPassword: 'abcd', repeatPassword: 'abce' }),
    ).toBe('passwordMatchError');
    expect(
      changePasswordError({
        currentPassword: 'old1',
        newPassword: 'a'.repeat(64),
        repeatPassword: 'a'.repeat(64),
      }),
    ).toBeNull();
  });

  it('forgot and reset password', () => {
    const f = { username: 'deniz95', birthDateDay: 1, birthDateMonth: 2, birthDateYear: 1990 };
    expect(forgotPasswordError(f)).toBeNull();
    expect(forgotPasswordError({ ...f, birthDateMonth: 0 })).toBe('allInputEnter');
    expect(forgotPasswordError({ ...f, username: 'abcd' })).toBe('userNameRules');
    expect(resetPasswordError('C0DE', { password: 'abcd', repassword: 'abcd' })).toBeNull();
    expect(resetPasswordError('', { password: 'abcd', repassword: 'abcd' })).toBe('allInputEnter');
    expect(resetPasswordError('C0DE', { password: 'abcd', repassword: 'abce' })).toBe(
      'passwordNoSameRegister',
    );
  });
});

describe('activation outcome of a registration (section 4)', () => {
  it('0 logs in, 1 is an e-mail activation, any other value an SMS activation', () => {
    expect(activationOutcome(0)).toBe('loggedIn');
    expect(activationOutcome(1)).toBe('email');
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n !== 0 && n !== 1),
        (n) => activationOutcome(n) === 'sms',
      ),
    );
  });
});
