/**
 * Texts of the specification that are a public contract, reproduced to the letter (odd spacing
 * and spelling included).
 */

/** Form validation messages (docs/behaviour.md, "Validation rules"). */
export const VALIDATION = {
  nameMin: 'Name must be at least 3 character',
  nameRequired: 'Name is required',
  phoneInvalid: 'Phone is invalid, Phone must Start with +',
  phoneRequired: 'Phone is required',
  emailInvalid: 'Email is not matched, Please try again!',
  emailRequired: 'Email is required',
  passwordMin: 'Password must be at least 6 character',
  passwordRequired: 'Password isrequired',
  loginPassword: 'Password is not matched, Please try again!',
  vin: 'VIN must contain only 17 letters and numbers, excluding I, O, and Q.',
  searchEmpty: 'No Input Provided - Please enter at least one search criterion.',
  paymentPhone: 'Please enter a valid phone number starting with + and country code.',
  cardStartsWith4: 'Card number must start with 4.',
  productRequired: 'you must enter at least five input for product and choose ',
  imageFormat: 'Please upload an image in a supported format only(jpg, jpeg, png, gif, bmp, webp).',
  categoryRequired: 'you must enter all inputs ',
  packageRequired: 'You must enter all inputs.',
  packageProductIds: 'You must provide at least one product ID.',
  incompleteDataTitle: 'Incomplete Data',
  incompleteDataText: 'Please fill in all fields before add vehicle!',
} as const;

/** The server's payment refusals beyond the four documented checks (which it repeats, in order). */
export const PAYMENT_MESSAGES = {
  expiryMonth: 'Expiry month must be a month from 1 to 12.',
  expiryYear: 'Expiry year must be a four-digit year.',
  cardExpired: 'The card has expired.',
  cartEmpty: 'Your cart is empty. Add items before ordering.',
  paymentMethod: 'Payment method must be creditcard or cod.',
} as const;

/** Success messages of the API (docs/api.md). */
export const API_MESSAGES = {
  registered: 'User registered successfully',
  loggedIn: 'you logged in successfully',
  codeSent: 'You can reset your password now',
  passwordReset: 'Try to login now',
  loggedOut: 'Logged out successfully.',
  userDeleted: 'User deleted successfully',
  addedToCart: 'Item(s) added to cart.',
  cartFetched: 'Cart fetched successfully.',
  removedFromCart: 'Item(s) removed from cart successfully.',
  orderCreated: 'Order created. Payment is pending.',
  /** addOrder's answer for cash on delivery (issue 25): no payment to go on to. */
  codOrderCreated: 'Order created. Pay in cash on delivery.',
  messageSent: 'Message Sent successfully',
  messageDeleted: 'Message Deleted Successfully',
  /** The admin's mark on a message (issue 29). */
  messageAnswered: 'Message marked as answered.',
  messageNotAnswered: 'Message marked as not answered.',
  ordersRetrieved: 'Orders retrieved successfully.',
  orderUpdated: 'Order updated successfully.',
  orderDeleted: 'Order deleted successfully.',
  /** deleteOrder's answer for an order with a tax invoice, kept (issue 25). */
  orderArchived: 'Order archived: it has a tax invoice, which the shop must keep.',
  carBrandsRetrieved: 'Car Brands retrieved successfully.',
  carRegisteredWithDetails: 'Car registered successfully with car details.',
  carRegisteredWithEngineNumber: 'Car registered successfully with engine number.',
  duplicateVin: 'You already have a car registered with this Vehicle Number.',
  carUpdated: 'Car updated successfully.',
  carDeleted: 'Car deleted successfully.',
  productAdded: 'Product added successfully',
  productDeleted: 'Product deleted successfully',
  noProductsInCategory: 'No products found in this category.',
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category and its products deleted successfully.',
  packageCreated: 'Package created successfully.',
  packageUpdated: 'Package updated successfully.',
  packageDeleted: 'Package deleted successfully.',
} as const;

/** Success messages of the shopper's own account calls (beside the specification's). */
export const ACCOUNT_MESSAGES = {
  accountSaved: 'Account saved.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  preferencesSaved: 'Preferences saved.',
  accountDeleted: 'Your account was deleted.',
} as const;

/** Answers of the calls behind the shop's reminders (docs/behaviour.md, "Reminders"). */
export const REMINDER_MESSAGES = {
  mileageSaved: 'Mileage saved.',
  serviceRecorded: 'Service recorded.',
  notifyOn: 'We will mail you when it is back in stock.',
  notifyOff: 'You will not be mailed about this product.',
  unsubscribed: 'You are unsubscribed.',
} as const;

/** Texts the screens show (docs/behaviour.md). */
export const UI_MESSAGES = {
  notFound: "Oops! The page you're looking for doesn't exist.",
  goHome: 'Go Back to Home',
  accessDeniedTitle: 'Error!',
  accessDeniedText: "You can't access to this page",
  tryAgain: 'try again!',
  somethingWentWrong: 'Something went wrong',
  registerBeforeLogin: 'You must register before login! ',
  mustLoginToAdd: 'Error adding product,You Must login',
  productAdded: 'product successfully Added',
  addProductError: 'Error adding product',
  noProductFound: 'No Product Found',
  fetchError: 'Error fetching data. Please try again.',
  categoryFetchError: 'An error occurred while fetching products.',
  cartEmpty: 'Your cart is empty!',
  cartEmptyHint: 'Add some items to your cart to see them here.',
  confirmTitle: 'Are you sure?',
  confirmText: "You won't be able to revert this!",
  confirmYes: 'Yes, delete it!',
  confirmCancel: 'Cancel',
  deletedTitle: 'Deleted!',
  cartFetchFailed: 'Failed to fetch cart data.',
  orderFailed: 'Something went wrong.',
} as const;
