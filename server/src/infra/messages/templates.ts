import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  placeholdersOf,
  type LanguageCode,
  type MessageTemplateName,
} from '@bet/shared';

/** What the site sends; each has a subject and a text in every language of the site. */
export type TemplateName = MessageTemplateName;

export interface Texts {
  subject: string;
  text: string;
}

/**
 * Texts with `{name}` placeholders. The codes stand on a line of their own, so a reader (or a
 * test) finds them without knowing the language.
 */
const TEMPLATES: Record<TemplateName, Record<LanguageCode, Texts>> = {
  activation: {
    tr: {
      subject: 'Hesap aktivasyonu',
      text: 'Hesabınızı etkinleştirmek için kodunuz:\n\n{code}\n\nBu kodu siz istemediyseniz bu mesajı dikkate almayın.',
    },
    en: {
      subject: 'Account activation',
      text: 'Your code to activate your account:\n\n{code}\n\nIf you did not ask for this code, ignore this message.',
    },
    aa: {
      subject: 'تفعيل الحساب',
      text: 'رمز تفعيل حسابك:\n\n{code}\n\nإذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    },
    az: {
      subject: 'Hesabın aktivləşdirilməsi',
      text: 'Hesabınızı aktivləşdirmək üçün kodunuz:\n\n{code}\n\nBu kodu siz istəməmisinizsə, bu mesajı nəzərə almayın.',
    },
    cw: {
      subject: 'Activashon di kuenta',
      text: 'Bo kódigo pa activá bo kuenta:\n\n{code}\n\nSi bo no a pidi e kódigo aki, ignorá e mensahe aki.',
    },
    de: {
      subject: 'Kontoaktivierung',
      text: 'Ihr Code zur Aktivierung Ihres Kontos:\n\n{code}\n\nWenn Sie diesen Code nicht angefordert haben, ignorieren Sie diese Nachricht.',
    },
    el: {
      subject: 'Ενεργοποίηση λογαριασμού',
      text: 'Ο κωδικός ενεργοποίησης του λογαριασμού σας:\n\n{code}\n\nΑν δεν ζητήσατε αυτόν τον κωδικό, αγνοήστε αυτό το μήνυμα.',
    },
    es: {
      subject: 'Activación de la cuenta',
      text: 'Su código para activar su cuenta:\n\n{code}\n\nSi no ha solicitado este código, ignore este mensaje.',
    },
    fa: {
      subject: 'فعال‌سازی حساب',
      text: 'کد فعال‌سازی حساب شما:\n\n{code}\n\nاگر این کد را درخواست نکرده‌اید، این پیام را نادیده بگیرید.',
    },
    fr: {
      subject: 'Activation du compte',
      text: 'Votre code pour activer votre compte :\n\n{code}\n\nSi vous n’avez pas demandé ce code, ignorez ce message.',
    },
    iq: {
      subject: 'Çalakirina hesabê',
      text: 'Koda te ji bo çalakirina hesabê te:\n\n{code}\n\nHeke te ev kod nexwestiye, vê peyamê paşguh bike.',
    },
    it: {
      subject: 'Attivazione dell’account',
      text: 'Il tuo codice per attivare l’account:\n\n{code}\n\nSe non hai richiesto questo codice, ignora questo messaggio.',
    },
    kr: {
      subject: '계정 활성화',
      text: '계정 활성화 코드:\n\n{code}\n\n이 코드를 요청하지 않았다면 이 메시지를 무시하세요.',
    },
    nl: {
      subject: 'Accountactivering',
      text: 'Uw code om uw account te activeren:\n\n{code}\n\nAls u deze code niet hebt aangevraagd, negeer dan dit bericht.',
    },
    pt: {
      subject: 'Ativação da conta',
      text: 'O seu código para ativar a conta:\n\n{code}\n\nSe não pediu este código, ignore esta mensagem.',
    },
    ru: {
      subject: 'Активация аккаунта',
      text: 'Ваш код для активации аккаунта:\n\n{code}\n\nЕсли вы не запрашивали этот код, проигнорируйте это сообщение.',
    },
    sq: {
      subject: 'Aktivizimi i llogarisë',
      text: 'Kodi juaj për të aktivizuar llogarinë:\n\n{code}\n\nNëse nuk e keni kërkuar këtë kod, shpërfilleni këtë mesazh.',
    },
  },
  passwordReset: {
    tr: {
      subject: 'Şifre sıfırlama',
      text: 'Şifrenizi sıfırlamak için kodunuz:\n\n{code}\n\nKod bir saat geçerlidir. Bu isteği siz yapmadıysanız bu mesajı dikkate almayın.',
    },
    en: {
      subject: 'Password reset',
      text: 'Your code to reset your password:\n\n{code}\n\nThe code is valid for one hour. If you did not ask for it, ignore this message.',
    },
    aa: {
      subject: 'إعادة تعيين كلمة المرور',
      text: 'رمز إعادة تعيين كلمة المرور:\n\n{code}\n\nالرمز صالح لمدة ساعة واحدة. إذا لم تطلبه فتجاهل هذه الرسالة.',
    },
    az: {
      subject: 'Şifrənin bərpası',
      text: 'Şifrənizi bərpa etmək üçün kodunuz:\n\n{code}\n\nKod bir saat etibarlıdır. Bunu siz istəməmisinizsə, bu mesajı nəzərə almayın.',
    },
    cw: {
      subject: 'Reinicio di kontraseña',
      text: 'Bo kódigo pa reiniciá bo kontraseña:\n\n{code}\n\nE kódigo ta bálido pa un ora. Si bo no a pidi esaki, ignorá e mensahe aki.',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      text: 'Ihr Code zum Zurücksetzen Ihres Passworts:\n\n{code}\n\nDer Code gilt eine Stunde. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
    },
    el: {
      subject: 'Επαναφορά κωδικού πρόσβασης',
      text: 'Ο κωδικός επαναφοράς του κωδικού πρόσβασής σας:\n\n{code}\n\nΙσχύει για μία ώρα. Αν δεν τον ζητήσατε, αγνοήστε αυτό το μήνυμα.',
    },
    es: {
      subject: 'Restablecer la contraseña',
      text: 'Su código para restablecer la contraseña:\n\n{code}\n\nEl código es válido durante una hora. Si no lo ha solicitado, ignore este mensaje.',
    },
    fa: {
      subject: 'بازنشانی رمز عبور',
      text: 'کد بازنشانی رمز عبور شما:\n\n{code}\n\nاین کد یک ساعت اعتبار دارد. اگر آن را درخواست نکرده‌اید، این پیام را نادیده بگیرید.',
    },
    fr: {
      subject: 'Réinitialisation du mot de passe',
      text: 'Votre code pour réinitialiser votre mot de passe :\n\n{code}\n\nLe code est valable une heure. Si vous ne l’avez pas demandé, ignorez ce message.',
    },
    iq: {
      subject: 'Nûkirina şîfreyê',
      text: 'Koda te ji bo nûkirina şîfreyê:\n\n{code}\n\nKod saetekê derbasdar e. Heke te ew nexwestiye, vê peyamê paşguh bike.',
    },
    it: {
      subject: 'Reimpostazione della password',
      text: 'Il tuo codice per reimpostare la password:\n\n{code}\n\nIl codice vale un’ora. Se non lo hai richiesto, ignora questo messaggio.',
    },
    kr: {
      subject: '비밀번호 재설정',
      text: '비밀번호 재설정 코드:\n\n{code}\n\n코드는 한 시간 동안 유효합니다. 요청하지 않았다면 이 메시지를 무시하세요.',
    },
    nl: {
      subject: 'Wachtwoord opnieuw instellen',
      text: 'Uw code om uw wachtwoord opnieuw in te stellen:\n\n{code}\n\nDe code is een uur geldig. Als u hem niet hebt aangevraagd, negeer dan dit bericht.',
    },
    pt: {
      subject: 'Redefinição da palavra-passe',
      text: 'O seu código para redefinir a palavra-passe:\n\n{code}\n\nO código é válido durante uma hora. Se não o pediu, ignore esta mensagem.',
    },
    ru: {
      subject: 'Сброс пароля',
      text: 'Ваш код для сброса пароля:\n\n{code}\n\nКод действует один час. Если вы его не запрашивали, проигнорируйте это сообщение.',
    },
    sq: {
      subject: 'Rivendosja e fjalëkalimit',
      text: 'Kodi juaj për të rivendosur fjalëkalimin:\n\n{code}\n\nKodi vlen për një orë. Nëse nuk e keni kërkuar, shpërfilleni këtë mesazh.',
    },
  },
  contact: {
    tr: {
      subject: 'İletişim: {topcategory} / {category}',
      text: 'Gönderen: {email}\nKullanıcı: {userName}\nKonu: {topcategory} / {category}\n\n{message}',
    },
    en: {
      subject: 'Contact: {topcategory} / {category}',
      text: 'From: {email}\nUser: {userName}\nTopic: {topcategory} / {category}\n\n{message}',
    },
    aa: {
      subject: 'اتصال: {topcategory} / {category}',
      text: 'المرسل: {email}\nالمستخدم: {userName}\nالموضوع: {topcategory} / {category}\n\n{message}',
    },
    az: {
      subject: 'Əlaqə: {topcategory} / {category}',
      text: 'Göndərən: {email}\nİstifadəçi: {userName}\nMövzu: {topcategory} / {category}\n\n{message}',
    },
    cw: {
      subject: 'Kontakto: {topcategory} / {category}',
      text: 'Di: {email}\nUsuario: {userName}\nTema: {topcategory} / {category}\n\n{message}',
    },
    de: {
      subject: 'Kontakt: {topcategory} / {category}',
      text: 'Von: {email}\nBenutzer: {userName}\nThema: {topcategory} / {category}\n\n{message}',
    },
    el: {
      subject: 'Επικοινωνία: {topcategory} / {category}',
      text: 'Από: {email}\nΧρήστης: {userName}\nΘέμα: {topcategory} / {category}\n\n{message}',
    },
    es: {
      subject: 'Contacto: {topcategory} / {category}',
      text: 'De: {email}\nUsuario: {userName}\nTema: {topcategory} / {category}\n\n{message}',
    },
    fa: {
      subject: 'تماس: {topcategory} / {category}',
      text: 'فرستنده: {email}\nکاربر: {userName}\nموضوع: {topcategory} / {category}\n\n{message}',
    },
    fr: {
      subject: 'Contact : {topcategory} / {category}',
      text: 'De : {email}\nUtilisateur : {userName}\nSujet : {topcategory} / {category}\n\n{message}',
    },
    iq: {
      subject: 'Têkilî: {topcategory} / {category}',
      text: 'Ji: {email}\nBikarhêner: {userName}\nMijar: {topcategory} / {category}\n\n{message}',
    },
    it: {
      subject: 'Contatto: {topcategory} / {category}',
      text: 'Da: {email}\nUtente: {userName}\nArgomento: {topcategory} / {category}\n\n{message}',
    },
    kr: {
      subject: '문의: {topcategory} / {category}',
      text: '보낸 사람: {email}\n사용자: {userName}\n주제: {topcategory} / {category}\n\n{message}',
    },
    nl: {
      subject: 'Contact: {topcategory} / {category}',
      text: 'Van: {email}\nGebruiker: {userName}\nOnderwerp: {topcategory} / {category}\n\n{message}',
    },
    pt: {
      subject: 'Contacto: {topcategory} / {category}',
      text: 'De: {email}\nUtilizador: {userName}\nAssunto: {topcategory} / {category}\n\n{message}',
    },
    ru: {
      subject: 'Обращение: {topcategory} / {category}',
      text: 'От: {email}\nПользователь: {userName}\nТема: {topcategory} / {category}\n\n{message}',
    },
    sq: {
      subject: 'Kontakt: {topcategory} / {category}',
      text: 'Nga: {email}\nPërdoruesi: {userName}\nTema: {topcategory} / {category}\n\n{message}',
    },
  },
};

/** The language a message goes out in: the reader's, else the site's default. */
export const templateLanguage = (lang: string | null | undefined): LanguageCode =>
  isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;

/** The site's own wording of a template in a language. */
export const builtInTemplate = (template: TemplateName, lang: LanguageCode): Texts =>
  TEMPLATES[template][lang];

/** The placeholders the site fills for a template (its wording uses each of them). */
export function templatePlaceholders(template: TemplateName): string[] {
  const t = TEMPLATES[template][DEFAULT_LANGUAGE];
  return placeholdersOf(`${t.subject}\n${t.text}`);
}

/**
 * The template's subject and text in a language (the default language when it has none), in the
 * operator's wording when one is given, with the placeholders filled.
 */
export function renderTemplate(
  template: TemplateName,
  lang: string | null | undefined,
  params: Record<string, string | number>,
  wording?: Texts,
): { lang: LanguageCode; subject: string; text: string } {
  const code = templateLanguage(lang);
  const t = wording ?? TEMPLATES[template][code];
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  return { lang: code, subject: fill(t.subject).replace(/[\r\n]+/g, ' '), text: fill(t.text) };
}

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];
