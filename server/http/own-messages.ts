import type { AnswerLanguage } from './answer-language';

/**
 * Our server's own error messages in German and Arabic (behaviour.md, "Our server's own
 * rules"): those it writes itself (sign-in limits, a busy or unavailable database, a write the
 * site did not answer) and the WordPress core messages it answers as WordPress does, which a
 * German or Arabic WordPress sends translated. The plugin's own messages stay as the plugin
 * writes them: a site without the plugin's language pack sends them in English too, and a
 * caller must read them whatever their language.
 *
 * German as WordPress's formal German (`de_DE_formal`) writes to a reader, as the dashboard does.
 * Each entry is the English message as the server writes it, `{name}` standing for what
 * changes; a translation keeps each `{name}`.
 */
const MESSAGES: readonly { en: string; de: string; ar: string }[] = [
  {
    en: 'The server is starting. Try again in a moment.',
    de: 'Der Server startet gerade. Versuchen Sie es gleich noch einmal.',
    ar: 'الخادم قيد التشغيل. حاول مرة أخرى بعد قليل.',
  },
  {
    en: 'Too many failed sign-in attempts. Try again in {seconds} seconds.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {seconds} Sekunden erneut.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
  },
  {
    en: 'Too many failed sign-in attempts for this username. Try again in {seconds} seconds, or from a network you signed in from before.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche für diesen Benutzernamen. Versuchen Sie es in {seconds} Sekunden erneut oder aus einem Netzwerk, über das Sie sich schon einmal angemeldet haben.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة جدًا لاسم المستخدم هذا. حاول مرة أخرى بعد {seconds} ثانية، أو من شبكة سجّلت الدخول منها من قبل.',
  },
  {
    en: 'Too many sign-in attempts at once from this address. Try again in a moment.',
    de: 'Zu viele gleichzeitige Anmeldeversuche von dieser Adresse. Versuchen Sie es gleich noch einmal.',
    ar: 'محاولات تسجيل دخول كثيرة جدًا في آن واحد من هذا العنوان. حاول مرة أخرى بعد قليل.',
  },
  {
    en: 'The server is busy checking other passwords. Try again in a moment.',
    de: 'Der Server prüft gerade andere Passwörter. Versuchen Sie es gleich noch einmal.',
    ar: 'الخادم مشغول بالتحقق من كلمات مرور أخرى. حاول مرة أخرى بعد قليل.',
  },
  {
    en: 'Unknown username or email address, or wrong application password.',
    de: 'Unbekannter Benutzername oder unbekannte E-Mail-Adresse, oder falsches Anwendungspasswort.',
    ar: 'اسم مستخدم أو بريد إلكتروني غير معروف، أو كلمة مرور تطبيق خاطئة.',
  },
  {
    en: 'Invalid JSON body passed.',
    de: 'Ungültiger JSON-Inhalt übergeben.',
    ar: 'تم تمرير محتوى JSON غير صالح.',
  },
  {
    en: 'No route was found matching the URL and request method.',
    de: 'Es wurde keine Route gefunden, die mit der URL und der Request-Methode übereinstimmt.',
    ar: 'لم يتم العثور على مسار يطابق عنوان URL وطريقة الطلب.',
  },
  {
    en: 'Invalid parameter(s): {params}',
    de: 'Ungültige(r) Parameter: {params}',
    ar: 'معامل (معاملات) غير صالحة: {params}',
  },
  {
    en: 'Sorry, you are not allowed to do that.',
    de: 'Sie sind leider nicht berechtigt, das zu tun.',
    ar: 'عذرًا، غير مسموح لك القيام بذلك.',
  },
  {
    en: 'You are not currently logged in.',
    de: 'Sie sind derzeit nicht angemeldet.',
    ar: 'أنت غير مسجّل الدخول حاليًا.',
  },
  {
    en: 'There has been a critical error on this website.',
    de: 'Es gab einen kritischen Fehler auf Ihrer Website.',
    ar: 'حدث خطأ فادح في هذا الموقع.',
  },
  {
    en: 'The query took longer than {seconds} and was stopped. Narrow or drop: {params}.',
    de: 'Die Abfrage dauerte länger als {seconds} und wurde abgebrochen. Schränken Sie ein oder lassen Sie weg: {params}.',
    ar: 'استغرق الاستعلام أكثر من {seconds} فأُوقف. ضيّق أو احذف: {params}.',
  },
  {
    en: 'The query took longer than {seconds} and was stopped. Try again when the server is less busy.',
    de: 'Die Abfrage dauerte länger als {seconds} und wurde abgebrochen. Versuchen Sie es erneut, wenn der Server weniger ausgelastet ist.',
    ar: 'استغرق الاستعلام أكثر من {seconds} فأُوقف. حاول مرة أخرى عندما يكون الخادم أقل انشغالًا.',
  },
  {
    en: 'The database is damaged and cannot be read. The server’s administrator must restore it; the server’s log says how.',
    de: 'Die Datenbank ist beschädigt und kann nicht gelesen werden. Die Administration des Servers muss sie wiederherstellen; das Protokoll des Servers sagt, wie.',
    ar: 'قاعدة البيانات تالفة ولا يمكن قراءتها. على مسؤول الخادم استعادتها؛ ويشرح سجل الخادم كيفية ذلك.',
  },
  {
    en: 'The database is unavailable right now. Try again in a few seconds.',
    de: 'Die Datenbank ist gerade nicht erreichbar. Versuchen Sie es in ein paar Sekunden erneut.',
    ar: 'قاعدة البيانات غير متاحة الآن. حاول مرة أخرى بعد بضع ثوانٍ.',
  },
  {
    en: 'The site at {site} did not answer this action ({reason}). Check on the site whether it was taken before trying again.',
    de: 'Die Website unter {site} hat auf diese Aktion nicht geantwortet ({reason}). Prüfen Sie auf der Website, ob sie ausgeführt wurde, bevor Sie es erneut versuchen.',
    ar: 'لم يُجب الموقع على {site} عن هذا الإجراء ({reason}). تحقّق في الموقع مما إذا كان قد نُفّذ قبل المحاولة مرة أخرى.',
  },
];

const PLACEHOLDER = /\{(\w+)\}/g;

/** Each English message as a pattern that captures what its placeholders stand for. */
const PATTERNS = MESSAGES.map((entry) => {
  const names: string[] = [];
  const source = entry.en
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { entry, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** `message` in `language` when it is one of ours, else as it is. */
export function ownMessageIn(message: string, language: AnswerLanguage): string {
  if (language === 'en') return message;
  for (const { entry, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return entry[language].replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return message;
}
