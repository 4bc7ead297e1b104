/**
 * The most common passwords of 8 to 16 characters in public breach corpora (lower case), plus a few the
 * store's own name invites. A new password on this list is refused (`password.common`).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "123123123", "11111111", "111111111", "1111111111",
  "00000000", "000000000", "0000000000", "88888888", "87654321", "987654321", "0987654321", "11223344",
  "12341234", "11112222", "12121212", "123321123", "123456123", "1234554321", "147258369", "159357159",
  "147852369", "123654789", "741852963", "963852741", "789456123", "456789123", "1q2w3e4r", "1q2w3e4r5t",
  "1q2w3e4r5t6y", "q1w2e3r4", "q1w2e3r4t5", "1qaz2wsx", "1qaz2wsx3edc", "qazwsxedc", "qwertyui",
  "qwertyuiop", "qwerty12", "qwerty123", "qwerty1234", "qwerty123456", "asdfghjk", "asdfghjkl",
  "asdf1234", "zxcvbnm1", "zxcvbnm123", "zaq12wsx", "abcd1234", "abc12345", "abc123456", "abcdefgh",
  "aa123456", "a1234567", "a12345678", "password", "password1", "password12", "password123",
  "password1234", "passw0rd", "p@ssw0rd", "p@ssword", "pa$$word", "iloveyou", "iloveyou1", "iloveyou2",
  "sunshine", "princess", "football", "baseball", "basketball", "superman", "batman123", "starwars",
  "whatever", "trustno1", "letmein1", "welcome1", "welcome123", "welcome12", "computer", "internet",
  "michelle", "jennifer", "jonathan", "mercedes", "samsung1", "samsung123", "iphone123", "chocolate",
  "butterfly", "passport", "changeme", "changeme123", "corvette", "liverpool", "manchester", "barcelona",
  "realmadrid", "arsenal1", "chelsea1", "dragon123", "master123", "monkey123", "shadow123", "pokemon1",
  "naruto123", "qwerasdf", "1234qwer", "qwer1234", "admin123", "administrator", "test1234", "testtest",
  "secret123", "freedom1", "mustang1", "michael1", "charlie1", "anthony1", "jordan23", "harley123",
  "lovelove", "loveyou1", "fuckyou1", "killer123", "hello123", "hellohello", "goodluck", "blessing",
  "december", "november", "september", "1234abcd", "12345qwert", "12qwaszx", "999999999", "77777777",
  "66666666", "55555555", "22222222", "33333333", "44444444", "99999999", "12344321", "10203040",
  "dubai123", "dubai2024", "dubai2025", "dubai2026", "uae12345", "emirates", "emirates1", "abudhabi",
  "sharjah1", "mohammed", "mohammed1", "muhammad", "ahmed123", "ali12345", "allah123", "bismillah",
  "pakistan", "pakistan1", "india123", "nourelectronics", "nour1234", "electronics",
]);
