import type en from "../en/compare";
import type { ArabicTexts } from "../types";

const compare: ArabicTexts<typeof en> = {
  page: {
    title: "مقارنة المنتجات",
    heading: "مقارنة المنتجات",
    count_zero: "لا منتجات في المقارنة من {{max}} كحد أقصى",
    count_one: "منتج واحد في المقارنة من {{max}} كحد أقصى",
    count_two: "منتجان في المقارنة من {{max}} كحد أقصى",
    count_few: "{{count, number}} منتجات في المقارنة من {{max}} كحد أقصى",
    count_many: "{{count, number}} منتجًا في المقارنة من {{max}} كحد أقصى",
    count_other: "{{count, number}} منتج في المقارنة من {{max}} كحد أقصى",
    empty: "لا توجد منتجات للمقارنة بعد. اضغط «قارن» على ما يصل إلى {{max}} منتجات من النوع نفسه لعرضها جنبًا إلى جنب.",
    browse: "متابعة التسوق",
    caption: "مواصفات المنتجات التي تقارنها",
    captionDifferences: "المواصفات المختلفة بين المنتجات التي تقارنها",
    attribute: "المواصفة",
    actions: "الإجراءات",
    price: "السعر",
    noValue: "غير مذكور",
    differs: "مختلفة",
    differsNote: "الصفوف المعلَّمة بـ«مختلفة» هي التي لا تتطابق فيها المنتجات.",
    onlyDifferences: "عرض الاختلافات فقط",
    showAll: "عرض كل المواصفات",
    noDifferences: "هذه المنتجات لها المواصفات نفسها.",
    remove: "إزالة",
    addToCart: "أضف إلى السلة",
    chooseOptions: "اختر الخيارات",
    outOfStock: "غير متوفر",
    clearAll: "مسح الكل",
  },
  card: {
    button: "قارن",
  },
  product: {
    add: "أضف إلى المقارنة",
    view: "عرض المقارنة",
  },
  header: {
    link: "المقارنة",
  },
  notifications: {
    added: "أُضيف المنتج إلى المقارنة.",
    removed: "أُزيل المنتج من المقارنة.",
    cleared: "أصبحت قائمة المقارنة فارغة.",
  },
  errors: {
    compare: {
      productNotFound: "هذا المنتج لم يعد متوفرًا.",
      full: "يمكنك مقارنة 4 منتجات كحد أقصى. أزل منتجًا من المقارنة لإضافة منتج آخر.",
      otherFamily:
        "لا يمكن مقارنة إلا المنتجات من النوع نفسه، وهذا المنتج من فئة مختلفة عن منتجات المقارنة. امسح المقارنة لتقارنه.",
    },
    tooMany: "تغييرات كثيرة في وقت قصير. يُرجى الانتظار دقيقة والمحاولة مرة أخرى.",
    requestInvalid: "هناك خطأ في هذا الطلب. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
    generic: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
  },
};

export default compare;
