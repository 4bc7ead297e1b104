import type { ArabicTexts } from "../../../common/translations";
import type en from "../en/mail";

const orderLink = "اعرض طلبك: {{link}}";
const orderFooter = "تصلك هذه الرسالة لأنك قدّمت طلباً لدى نور للإلكترونيات.";
const visitLink = "تفاصيل حجزك: {{link}}";
const visitFooter = "تصلك هذه الرسالة لأنك حجزت زيارة إلى أحد متاجر نور للإلكترونيات.";
const storeGreeting = "فريق {{store}}،";
const storeNote = "طلب الزائر: «{{message}}»";
const storeFooter = "أُرسلت من نظام حجز زيارات متاجر نور للإلكترونيات. تجدون الزيارات المحجوزة في متجركم في لوحة الإدارة.";
const contactFooter = "تصلك هذه الرسالة لأنك راسلتنا عبر نموذج التواصل في نور للإلكترونيات.";

const mail: ArabicTexts<typeof en> = {
  signature: "نور للإلكترونيات",
  greeting: "مرحباً {{name}}،",
  footer: "تصلك هذه الرسالة بسبب حسابك في نور للإلكترونيات.",
  passwordReset: {
    subject: "إعادة تعيين كلمة مرور نور للإلكترونيات",
    body: "طلب أحدهم إعادة تعيين كلمة مرور حسابك. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال 30 دقيقة:",
    ignore: "إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
  },
  passwordChanged: {
    subject: "تم تغيير كلمة المرور",
    body: "تم تغيير كلمة مرور حسابك في نور للإلكترونيات، وتم تسجيل الخروج من جميع الأجهزة الأخرى.",
    ignore: "إن لم تكن أنت، فأعد تعيين كلمة المرور الآن: {{link}}",
  },
  welcome: {
    subject: "أهلاً بك في نور للإلكترونيات",
    body: "حسابك جاهز. سجّل الدخول باستخدام {{email}} لمتابعة طلباتك وعناوينك وقائمة أمنياتك.",
  },
  stockAlert: {
    subject: "عاد إلى المخزون: {{product}}",
    body: "عاد {{product}} إلى المخزون. اطلبه من هنا قبل أن ينفد مجدداً:",
  },
  priceAlert: {
    subject: "انخفاض السعر: {{product}}",
    body: "أصبح سعر {{product}} الآن {{price}} (كان {{was}} عندما طلبت منا متابعته):",
  },
  orderPlaced: {
    subject: "تم تسجيل طلبك {{number}}",
    body: "شكراً لطلبك رقم {{number}}. الإجمالي {{total}}. سنخبرك عندما يكون في طريقه إليك.",
    link: orderLink,
    footer: orderFooter,
  },
  licenceKeys: {
    subject: "مفاتيح الترخيص لطلبك {{number}}",
    body: "إليك مفاتيح ترخيص البرامج في طلبك رقم {{number}}. احتفظ بها في مكان آمن: كل مفتاح يفعّل نسخة واحدة.\n{{keys}}",
    link: orderLink,
    footer: orderFooter,
  },
  licenceKeyLine: "{{product}}، المفتاح: {{key}}",
  shipmentProcessing: {
    subject: "نجهّز طلبك {{number}}",
    body: "يجري تجهيز الشحنة {{shipment}} من طلبك رقم {{number}} في مستودعنا. سنخبرك عندما تغادره.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentDispatched: {
    subject: "طلبك {{number}} في طريقه إليك",
    body: "غادرت الشحنة {{shipment}} من طلبك رقم {{number}} مستودعنا مع {{carrier}}. رقم التتبع: {{tracking}}.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentDelivered: {
    subject: "تم تسليم طلبك {{number}}",
    body: "تم تسليم الشحنة {{shipment}} من طلبك رقم {{number}}. نتمنى أن تنال إعجابك.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentUndelivered: {
    subject: "تعذّر تسليم طلبك {{number}}",
    body: "تعذّر على المندوب تسليم الشحنة {{shipment}} من طلبك رقم {{number}}: {{reason}}. سنحاول مجدداً، أو نتصل بك لترتيب موعد التسليم.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentReceived: {
    subject: "عاد طلبك {{number}} إلى مستودعنا",
    body: "عادت الشحنة {{shipment}} من طلبك رقم {{number}} إلى مستودعنا لأن المندوب تعذّر عليه تسليمها. سنتصل بك لترتيب تسليم جديد.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentReadyForCollection: {
    subject: "طلبك {{number}} جاهز للاستلام",
    body: "الشحنة {{shipment}} من طلبك رقم {{number}} جاهزة لك في {{store}}. أظهر رمز الاستلام {{code}} عند المكتب لاستلامها؛ وقد أرسلناه أيضاً إلى جوالك.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentCollected: {
    subject: "استلمت طلبك {{number}}",
    body: "تم استلام الشحنة {{shipment}} من طلبك رقم {{number}} من المتجر. شكراً لتسوقك معنا.",
    link: orderLink,
    footer: orderFooter,
  },
  shipmentCompleted: {
    subject: "اكتمل طلبك {{number}}",
    body: "اكتملت الشحنة {{shipment}} من طلبك رقم {{number}}. أخبرنا برأيك: يمكنك تقييم طلبك من صفحته.",
    link: orderLink,
    footer: orderFooter,
  },
  undeliveredReasons: {
    noOneHome: "لم يكن أحد في العنوان",
    addressNotFound: "تعذّر العثور على العنوان",
    customerUnreachable: "لم نتمكن من الوصول إليك هاتفياً",
    customerRefused: "رُفض استلام الشحنة",
    customerRescheduled: "طلبتَ التسليم في يوم آخر",
  },
  orderCancelled: {
    subject: "إلغاء منتجات من طلبك {{number}}",
    body: "ألغينا {{items}} من طلبك رقم {{number}}، والسبب: «{{reason}}». {{back}}",
    link: "طلبك: {{link}}",
    footer: "تصلك هذه الرسالة لأنك قدّمت طلباً لدى نور للإلكترونيات.",
  },
  moneyBack: {
    payment: "سيُعاد مبلغ {{amount}} إلى البطاقة أو الحساب الذي دفعت به، وقد يستغرق ظهوره لدى مصرفك أو مزوّد الدفع حتى 14 يوماً.",
    giftCards: "أُعيد مبلغ {{amount}} إلى بطاقات الهدايا والقسائم التي دُفع بها الطلب.",
    storeCredit: "أصبح لك مبلغ {{amount}} رصيداً للشراء من متجرنا: بطاقة الهدايا {{code}}، ويمكنك الدفع بها عند إتمام الشراء كأي بطاقة هدايا.",
    bankTransfer: "حُوّل مبلغ {{amount}} إلى حسابك المصرفي، برقم مرجعي {{reference}}.",
    nothing: "لم يُخصم منك أي مبلغ مقابلها، فلا يوجد ما يُستردّ.",
  },
  returnLine: "{{name}} (الكمية: {{qty}})",
  returnRequested: {
    subject: "استلمنا طلب الإرجاع {{reference}}",
    body: "وصلنا طلبك رقم {{reference}} لإرجاع {{items}} من طلبك رقم {{number}}. غلّف المنتجات مع ملحقاتها: سيتصل بك فريقنا لترتيب استلامها، أو أحضرها إلى أي من متاجرنا. سنخبرك عند وصولها إلينا.",
    link: orderLink,
    footer: orderFooter,
  },
  returnReceived: {
    subject: "وصلتنا منتجات الإرجاع {{reference}}",
    body: "وصلتنا منتجات طلب الإرجاع {{reference}} ({{items}}) من طلبك رقم {{number}}. يفحصها فريقنا الآن وسيخبرك بالنتيجة.",
    link: orderLink,
    footer: orderFooter,
  },
  returnAccepted: {
    subject: "قبلنا طلب الإرجاع {{reference}}",
    body: "قبلنا طلب الإرجاع {{reference}} من طلبك رقم {{number}}، ويشمل: {{items}}. {{back}}",
    link: orderLink,
    footer: orderFooter,
  },
  returnRejected: {
    subject: "بخصوص طلب الإرجاع {{reference}}",
    body: "نعتذر عن قبول طلب الإرجاع {{reference}} من طلبك رقم {{number}} (ويشمل: {{items}})، والسبب: «{{reason}}». إن كانت المنتجات لدينا، فسنرتّب إعادتها إليك.",
    link: orderLink,
    footer: orderFooter,
  },
  contactSupport: {
    subject: "نموذج التواصل {{reference}}: {{topic}}",
    greeting: "فريق الدعم،",
    body: "كتب {{name}} بشأن {{topic}} (الطلب {{order}}، باللغة {{language}}). البريد الإلكتروني {{email}}، الجوال {{mobile}}.",
    note: "رسالته: «{{message}}»",
    footer: "أُرسلت من نموذج التواصل في نور للإلكترونيات. ردّ على المتسوق على {{email}}.",
  },
  contactReceived: {
    subject: "استلمنا رسالتك {{reference}}",
    body: "شكراً لتواصلك معنا. رقمك المرجعي هو {{reference}}. يرد فريقنا خلال يوم عمل واحد.",
    footer: contactFooter,
  },
  contactReply: {
    subject: "ردّنا على رسالتك {{reference}}",
    body: "شكراً لتواصلك معنا. ردّ فريقنا على رسالتك {{reference}}.",
    note: "ردّنا: «{{message}}»",
    footer: contactFooter,
  },
  newsletterConfirm: {
    subject: "أكِّد اشتراكك في النشرة البريدية لنور للإلكترونيات",
    greeting: "مرحباً،",
    body: "طلب أحدهم إرسال النشرة البريدية لنور للإلكترونيات إلى هذا العنوان. لتبدأ في تلقيها، افتح هذا الرابط خلال 7 أيام واضغط «تأكيد»:",
    ignore: "إن لم تكن أنت صاحب الطلب، فتجاهل هذه الرسالة: لن يُشترك بهذا العنوان، ولن نراسله بشأنه مرة أخرى.",
    footer: "تصلك هذه الرسالة لأن هذا العنوان أُدخل في نموذج النشرة البريدية على موقع نور للإلكترونيات.",
  },
  newsletterWelcome: {
    subject: "اشتركت في النشرة البريدية لنور للإلكترونيات",
    greeting: "مرحباً،",
    body: "شكراً لك: ستصلك من الآن عروضنا وأخبارنا. لإلغاء الاشتراك في أي وقت، افتح هذا الرابط:",
    footer: "تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية لنور للإلكترونيات. تحمل كل نشرة رابطاً لإلغاء الاشتراك.",
  },
  shareProduct: {
    subject: "شارك {{sender}} معك {{product}}",
    greeting: "مرحباً،",
    body: "يعتقد {{sender}} أن {{product}} قد يعجبك، وسعره الآن {{price}} لدى نور للإلكترونيات:",
    note: "كتب {{sender}}: «{{message}}»",
    footer: "أرسل إليك هذه الرسالة زائرٌ لموقع نور للإلكترونيات من صفحة منتج؛ والكلمات أعلاه كلماته لا كلمات المتجر. لا نحتفظ بعنوانك.",
    visitor: "زائر لموقع نور للإلكترونيات",
  },
  storeVisit: {
    subject: "تم حجز زيارتك إلى {{store}}",
    body: "يسعدنا استقبالك في {{store}} ({{address}}) يوم {{date}} الساعة {{time}}. سيجهز فريقنا طلبك قبل وصولك.",
    link: visitLink,
    footer: visitFooter,
  },
  storeVisitMoved: {
    subject: "أصبحت زيارتك إلى {{store}} يوم {{date}} الساعة {{time}}",
    body: "نقلنا زيارتك إلى {{store}} ({{address}}) إلى يوم {{date}} الساعة {{time}} كما طلبت. سيجهز فريقنا طلبك قبل وصولك.",
    link: visitLink,
    footer: visitFooter,
  },
  storeVisitCancelled: {
    subject: "أُلغيت زيارتك إلى {{store}}",
    body: "ألغينا زيارتك إلى {{store}} يوم {{date}} الساعة {{time}} كما طلبت. يسعدنا أن تحجز موعداً آخر.",
    link: "احجز زيارة: {{link}}",
    footer: visitFooter,
  },
  storeBookingNew: {
    subject: "زيارة جديدة يوم {{date}} الساعة {{time}}: {{name}}",
    greeting: storeGreeting,
    body: "حجز {{name}} زيارة إلى متجركم يوم {{date}} الساعة {{time}}. الجوال {{mobile}}، البريد الإلكتروني {{email}}.",
    note: storeNote,
    footer: storeFooter,
  },
  storeBookingMoved: {
    subject: "نُقلت زيارة إلى يوم {{date}} الساعة {{time}}: {{name}}",
    greeting: storeGreeting,
    body: "نقل {{name}} زيارته إلى متجركم من يوم {{wasDate}} الساعة {{wasTime}} إلى يوم {{date}} الساعة {{time}}. الجوال {{mobile}}، البريد الإلكتروني {{email}}.",
    note: storeNote,
    footer: storeFooter,
  },
  storeBookingCancelled: {
    subject: "أُلغيت زيارة يوم {{date}} الساعة {{time}}: {{name}}",
    greeting: storeGreeting,
    body: "ألغى {{name}} زيارته إلى متجركم يوم {{date}} الساعة {{time}}، وأصبح مكانها متاحاً من جديد. الجوال {{mobile}}، البريد الإلكتروني {{email}}.",
    note: storeNote,
    footer: storeFooter,
  },
  tradeInQuote: {
    subject: "عرض الاستبدال الخاص بك: {{value}} مقابل {{device}}",
    body: "شكراً لك. سجّلنا عرضك بقيمة {{value}} مقابل جهازك {{device}}. أحضر الجهاز إلى أي من متاجرنا: يفحصه موظفونا، وإذا وجدوه كما وصفته نرسل إليك بالبريد الإلكتروني قسيمة استبدال بالقيمة التي يؤكدونها. وإذا وجدوه بحالة أخرى، أخبروك بما يمكنهم تقديمه.",
    link: "عرضك ومرحلة طلبك: {{link}}",
    footer: "تصلك هذه الرسالة لأنك طلبت عرض استبدال من نور للإلكترونيات.",
  },
  tradeInVoucher: {
    subject: "قسيمة الاستبدال الخاصة بك: {{value}} مقابل {{device}}",
    body: "شكراً لاستبدال جهازك {{device}}. فحصنا الجهاز: قيمة قسيمة الاستبدال {{code}} هي {{value}}، ويمكنك استخدامها في طلبك القادم حتى {{expires}}.",
    link: "أدخل الرمز في سلة التسوق كبطاقة هدايا: {{link}}",
    footer: "تصلك هذه الرسالة لأنك استبدلت جهازاً لدى نور للإلكترونيات.",
  },
  giftCardIssued: {
    subject: "أرسل لك {{sender}} بطاقة هدايا من نور للإلكترونيات بقيمة {{value}}",
    body: "أرسل لك {{sender}} بطاقة هدايا بقيمة {{value}}. رمزك هو {{code}}: أدخله في سلة التسوق كبطاقة هدايا لتدفع به ثمن أي شيء لدى نور للإلكترونيات حتى {{expires}}.",
    note: "كتب {{sender}}: «{{message}}»",
    link: "تحقق من رصيدها: {{link}}",
    footer: "تصلك هذه الرسالة لأن {{sender}} اشترى لك بطاقة هدايا من نور للإلكترونيات.",
  },
  reviewRejected: {
    subject: "لم تُنشر مراجعتك لـ {{product}}",
    body: "شكراً لمراجعتك {{product}}. لا يمكننا نشر مراجعتك «{{title}}»: {{reason}} يسعدنا أن تكتبها من جديد.",
    link: "مراجعاتك: {{link}}",
  },
  tradeInRejected: {
    subject: "بخصوص استبدال جهازك {{device}}",
    body: "شكراً لإحضار جهازك {{device}}. بعد فحصه لا يمكننا إصدار قسيمة استبدال له: {{reason}}",
    link: "طلب الاستبدال الخاص بك: {{link}}",
    footer: "تصلك هذه الرسالة لأنك طلبت عرض استبدال من نور للإلكترونيات.",
  },
  staffRoles: { owner: "مالك", operations: "العمليات", support: "خدمة العملاء", finance: "المالية", catalogue: "الكتالوج" },
  staffInvitation: {
    subject: "دعوة إلى لوحة إدارة نور للإلكترونيات",
    body: "دعاك {{inviter}} لإدارة المتجر بدور {{role}}. افتح هذا الرابط قبل {{expires}} لاختيار كلمة المرور؛ وعند أول تسجيل دخول ستضيف تطبيق مصادقة.",
    ignore: "إذا لم تكن تتوقع هذه الرسالة فتجاهلها: لن يحدث شيء ما لم يُفتح الرابط.",
    footer: "تصلك هذه الرسالة لأن أحد مالكي نور للإلكترونيات دعا هذا العنوان إلى لوحة الإدارة.",
  },
  uncollectedReason: "انتظرك الطلب في {{store}} مدة {{days}} أيام ولم يُستلم.",
  sms: {
    signInCode: "{{code}} هو رمز تسجيل الدخول إلى نور للإلكترونيات. ينتهي خلال 10 دقائق. لا تشاركه مع أحد.",
    codCode: "{{code}} هو رمز الدفع عند الاستلام من نور للإلكترونيات. ينتهي خلال 10 دقائق.",
    collectionCode: "{{code}} هو رمز استلام طلبك رقم {{number}} من نور للإلكترونيات في {{store}}. أظهره عند المكتب.",
    mobileUsedAtSignUp:
      "استخدم أحدهم هذا الرقم للتو لفتح حساب جديد في نور للإلكترونيات. حسابك لم يتغير، وما زال هذا الرقم يسجّل دخولك إليه. هل كنت أنت؟ سجّل الدخول برمز: {{link}}",
  },
};

export default mail;
