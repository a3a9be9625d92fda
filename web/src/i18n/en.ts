import { BUSINESS_HOURS, COPYRIGHT_YEAR, LOCATION, SHOP_NAME, UI_MESSAGES } from '@shop/shared';

/**
 * English texts. Texts the spec quotes come from @shop/shared so they stay letter-exact; the
 * Arabic dictionary must have every key of this one (see ar.ts).
 */
export const en = {
  'shop.name': SHOP_NAME,
  'shop.copyright': `© ${COPYRIGHT_YEAR} ${SHOP_NAME}. All rights reserved.`,

  'nav.packages': 'Packages',
  'nav.products': 'Products',
  'nav.about': 'About',
  'nav.contact': 'Contact',
  'nav.howToOrder': 'How to Order',
  'nav.dashboard': 'Dashboard',
  'nav.addVehicle': 'Add vehicle',
  'nav.cart': 'Cart',
  'nav.login': 'Login',
  'nav.register': 'Register',
  'nav.logout': 'Logout',
  'nav.openMenu': 'Open menu',
  'nav.mainLabel': 'Main navigation',
  'nav.accountLabel': 'Account',

  'language.label': 'Language',
  'common.loading': 'Loading…',
  'common.backToTop': 'Back to top',

  'footer.blurb':
    'Spare parts and maintenance packages for your car, delivered across Saudi Arabia.',
  'footer.quickLinks': 'Quick links',
  'footer.followUs': 'Follow us',

  'home.carouselLabel': 'Offers',
  'home.ad.parts': 'Quality spare parts for every car',
  'home.ad.brakesTires': 'Brakes and tires, checked and ready to fit',
  'home.ad.packages': 'Maintenance packages by mileage',
  'home.warranty.headline': 'How to maintain your warranty?',
  'home.warranty.intro':
    'Service your car on time, with the right parts, and keep every record. We make each step easy.',
  'home.badge.justified.title': 'Justified',
  'home.badge.justified.text':
    'Every part and service is documented, so your dealer can see why it was done.',
  'home.badge.simplified.title': 'Simplified',
  'home.badge.simplified.text': 'Pick a package for your mileage and order it in a few clicks.',
  'home.badge.certified.title': 'Certified',
  'home.badge.certified.text':
    "Genuine or certified parts that meet the manufacturer's specifications.",

  'about.title': 'About Us',
  'about.intro': `${SHOP_NAME} supplies quality spare parts and maintenance packages for cars on the roads of Saudi Arabia. We source parts from trusted manufacturers, check that each one fits your vehicle, and deliver to your door at clear prices in SAR.`,
  'about.message.title': 'Our message',
  'about.message.text':
    'To make looking after your car simple and honest: the right part, at a fair price, delivered on time, with clear advice on what your vehicle needs and when.',
  'about.whyChoose.title': `Why choose ${SHOP_NAME}`,
  'about.whyChoose.genuine': 'Genuine and certified parts from trusted manufacturers.',
  'about.whyChoose.fit':
    'Parts matched to your vehicle by its VIN, or by its brand, model and year.',
  'about.whyChoose.warranty':
    "Maintenance packages that follow the manufacturer's schedule, so your warranty stays valid.",
  'about.whyChoose.payment': 'Clear prices in SAR and secure online card payment.',
  'about.whyChoose.delivery': 'Delivery across Saudi Arabia from Jeddah.',
  'about.services.title': 'Our products and services',
  'about.services.engine.title': 'Engine components',
  'about.services.engine.text': 'Filters, spark plugs, belts, gaskets and cooling parts.',
  'about.services.tires.title': 'Tires and wheels',
  'about.services.tires.text': 'Tires for every season and road, rims and wheel balancing.',
  'about.services.brakes.title': 'Brake systems',
  'about.services.brakes.text': 'Pads, discs, calipers and brake fluid.',
  'about.services.accessories.title': 'Accessories',
  'about.services.accessories.text': 'Lights, wipers, mats, batteries and car care products.',
  'about.services.maintenance.title': 'Maintenance and repair',
  'about.services.maintenance.text':
    'Ready-made service packages by mileage, or a package built for your car.',
  'about.vision.title': 'Our vision',
  'about.vision.text':
    'To be the first place drivers in Saudi Arabia turn to for spare parts and maintenance: trusted, quick and easy to use, in Arabic and English.',

  'howToOrder.title': 'How to Order',
  'howToOrder.intro': 'Order the right parts or maintenance package for your car in four steps.',
  'howToOrder.vehicle.title': 'Identify your vehicle',
  'howToOrder.vehicle.text':
    "Enter your vehicle's VIN (Vehicle Identification Number), or enter its brand, model and year by hand.",
  'howToOrder.warranty.title': 'Tell us about the warranty',
  'howToOrder.warranty.text': 'Say whether the vehicle is under warranty.',
  'howToOrder.package.title': 'Choose a package',
  'howToOrder.package.text':
    'Pick a ready-made package or, if the vehicle is out of warranty, customize your own.',
  'howToOrder.payment.title': 'Pay online',
  'howToOrder.payment.text':
    'Click Online Payment, then enter your payment details and the delivery address.',

  'contact.title': 'Contact Us',
  'contact.intro':
    'Questions about a part, a package or an order? Call us or visit us during business hours.',
  'contact.phone': 'Phone',
  'contact.location': 'Location',
  'contact.locationValue': LOCATION,
  'contact.hours': 'Business hours',
  'contact.hoursValue': BUSINESS_HOURS,

  'notFound.text': UI_MESSAGES.notFound,
  'notFound.goHome': UI_MESSAGES.goHome,
  'guard.accessDeniedTitle': UI_MESSAGES.accessDeniedTitle,
  'guard.accessDeniedText': UI_MESSAGES.accessDeniedText,

  'title.products': 'Products',
  'title.cart': 'Carts',

  'page.products': 'Products',
  'page.productDetails': 'Product Details',
  'page.packages': 'Packages',
  'page.packageDetails': 'Package Details',
  'page.cart': 'Cart',
  'page.login': 'Login',
  'page.register': 'Register',
  'page.forgetPassword': 'Forget Password',
  'page.resetPassword': 'Reset Password',
  'page.payment': 'Online Payment',
  'page.addVehicle': 'Add Vehicle',

  'admin.nav.dashboard': 'Dashboard',
  'admin.nav.users': 'Users',
  'admin.nav.cars': 'Cars',
  'admin.nav.messages': 'Messages',
  'admin.nav.products': 'Products',
  'admin.nav.category': 'Category',
  'admin.nav.package': 'Package',
  'admin.nav.order': 'Order & Payment',
  'admin.toggleNavigation': 'Show or hide the navigation',
  'admin.welcome.title': 'Welcome to the dashboard',
  'admin.welcome.text':
    'Manage users, cars, messages, products, categories, packages and orders from the menu.',
  'admin.backHome': 'Back to the shop',
} as const;

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
