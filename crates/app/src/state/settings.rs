//! The player's settings: sound, animation, looks and notation. Kept in the browser apart from
//! any game, and read leniently: an unknown or missing value takes its default.

use super::choice::{choices, Choice};
use super::json::{self, Writer};

/// The board's colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardTheme {
    /// Brown and cream, as on a wooden board.
    #[default]
    Wood,
    /// Blue and white.
    Blue,
    /// Green and buff, as tournament vinyl boards.
    Green,
    /// Greys.
    Slate,
}

/// The pieces' drawings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PieceSet {
    /// Solid Staunton-like shapes.
    #[default]
    Classic,
    /// Flat, geometric shapes.
    Modern,
    /// The classic shapes in pure black and white with heavy outlines, for low vision.
    Contrast,
    /// A disc with the piece's SAN letter (K, Q, R, B, N, P).
    Letters,
}

/// The sounds' voice (both synthesised in the page, nothing downloaded).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SoundSet {
    /// Short tones.
    #[default]
    Tones,
    /// A wooden board: a soft thud as a piece is put down, a click of wood on wood.
    Wood,
}

choices!(SoundSet "sounds" {
    Tones => "tones",
    Wood => "wood",
});

/// Light or dark page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PageTheme {
    /// As the system says (`prefers-color-scheme`).
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// Where the board's coordinates go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Coordinates {
    /// In the corner of the edge squares.
    #[default]
    Inside,
    /// Around the board.
    Outside,
    /// None.
    Off,
}

/// Blindfold play: which pieces the board hides (moves are still made by clicking squares or
/// typing, and every move is shown in words under the board).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Blindfold {
    /// Every piece shown.
    #[default]
    Off,
    /// The pieces of the side at the top hidden.
    Opponent,
    /// The pieces of the side at the bottom hidden.
    Own,
    /// Every piece hidden.
    All,
}

impl Blindfold {
    /// The colours hidden on a board seen from `orientation`'s side.
    pub fn hidden(self, orientation: chess_rules::Color) -> &'static [chess_rules::Color] {
        use chess_rules::Color;
        match (self, orientation) {
            (Blindfold::Off, _) => &[],
            (Blindfold::All, _) => &Color::ALL,
            (Blindfold::Own, Color::White) | (Blindfold::Opponent, Color::Black) => &[Color::White],
            (Blindfold::Own, Color::Black) | (Blindfold::Opponent, Color::White) => &[Color::Black],
        }
    }
}

/// When a pawn reaching the last rank becomes a queen without asking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AutoQueen {
    /// Only a premove's promotion (there is no moment to ask): the picker asks otherwise.
    #[default]
    Premove,
    /// Always: the picker never shows (an under-promotion can still be typed).
    Always,
    /// Never: the picker always asks, a premove's promotion when the premove is played.
    Never,
}

choices!(AutoQueen "auto-queen" {
    Premove => "premove",
    Always => "always",
    Never => "never",
});

choices!(Blindfold "blindfold" {
    Off => "off",
    Opponent => "opponent",
    Own => "own",
    All => "all",
});

choices!(BoardTheme "board" {
    Wood => "wood",
    Blue => "blue",
    Green => "green",
    Slate => "slate",
});

choices!(PieceSet "pieces" {
    Classic => "classic",
    Modern => "modern",
    Contrast => "contrast",
    Letters => "letters",
});

choices!(PageTheme "page" {
    System => "system",
    Light => "light",
    Dark => "dark",
});

choices!(Coordinates "coordinates" {
    Inside => "inside",
    Outside => "outside",
    Off => "off",
});

/// The page's language (move notation stays SAN in every one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Language {
    /// The first of the browser's languages the app speaks (else English).
    #[default]
    Browser,
    /// English.
    English,
    /// German.
    German,
    /// French.
    French,
    /// Spanish.
    Spanish,
    /// Catalan.
    Catalan,
    /// Italian.
    Italian,
    /// Portuguese (as spoken in Brazil).
    Portuguese,
    /// Romanian.
    Romanian,
    /// Russian.
    Russian,
    /// Ukrainian.
    Ukrainian,
    /// Polish.
    Polish,
    /// Czech.
    Czech,
    /// Slovak.
    Slovak,
    /// Swedish.
    Swedish,
    /// Danish.
    Danish,
    /// Norwegian (Bokmål, which readers of Nynorsk read too).
    NorwegianBokmal,
    /// Dutch.
    Dutch,
    /// Turkish.
    Turkish,
    /// Greek.
    Greek,
    /// Chinese (simplified characters).
    Chinese,
    /// Chinese (traditional characters: Taiwan, Hong Kong, Macau).
    ChineseTraditional,
    /// Japanese.
    Japanese,
    /// Korean.
    Korean,
    /// Hindi.
    Hindi,
    /// Indonesian.
    Indonesian,
    /// Arabic (written right to left).
    Arabic,
    /// Persian (written right to left).
    Persian,
    /// Hebrew (written right to left).
    Hebrew,
    /// Vietnamese.
    Vietnamese,
}

impl Language {
    /// The language code to speak, `browser` being the browser's languages in its order of
    /// preference ("de-AT", "fr"...): the first one spoken here, else English. A language's
    /// code is its name in the choices' table below (its BCP 47 code).
    pub fn code(self, browser: &[String]) -> &'static str {
        if self != Language::Browser {
            return self.name();
        }
        browser
            .iter()
            .find_map(|tag| {
                let wanted = Language::wanted_code(tag);
                Language::all()
                    .iter()
                    .filter(|&&language| language != Language::Browser)
                    .map(|language| language.name())
                    .find(|code| wanted.eq_ignore_ascii_case(code))
            })
            .unwrap_or("en")
    }

    /// The code a browser's language tag asks for: its first subtag ("pt-BR" → "pt"), but
    /// Bokmål for any Norwegian ("no", "nn"), and "zh-Hant" for Chinese in traditional
    /// characters, written so by its script ("zh-Hant-HK") or, with no script named, by where
    /// it is written (Taiwan, Hong Kong, Macau: "zh-TW").
    fn wanted_code(tag: &str) -> &str {
        let is = |subtag: &str, names: &[&str]| {
            names.iter().any(|name| subtag.eq_ignore_ascii_case(name))
        };
        let mut subtags = tag.split(['-', '_']);
        let primary = subtags.next().unwrap_or_default();
        if is(primary, &["no", "nn"]) {
            return Language::NorwegianBokmal.name();
        }
        if !primary.eq_ignore_ascii_case("zh") {
            return primary;
        }
        let traditional = subtags
            .find(|subtag| is(subtag, &["Hant", "Hans", "TW", "HK", "MO", "CN", "SG"]))
            .is_some_and(|first| is(first, &["Hant", "TW", "HK", "MO"]));
        if traditional {
            Language::ChineseTraditional.name()
        } else {
            primary
        }
    }

    /// The direction the language `code` is written in, for `<html dir>`: "rtl" for Arabic,
    /// Persian and Hebrew (the page's columns, panels and text mirror; the board, the moves and
    /// the clocks do not), else "ltr".
    pub fn direction(code: &str) -> &'static str {
        const RIGHT_TO_LEFT: [Language; 3] =
            [Language::Arabic, Language::Persian, Language::Hebrew];
        if RIGHT_TO_LEFT.iter().any(|language| language.name() == code) {
            "rtl"
        } else {
            "ltr"
        }
    }
}

choices!(Language "language" {
    Browser => "browser",
    English => "en",
    German => "de",
    French => "fr",
    Spanish => "es",
    Catalan => "ca",
    Italian => "it",
    Portuguese => "pt",
    Romanian => "ro",
    Russian => "ru",
    Ukrainian => "uk",
    Polish => "pl",
    Czech => "cs",
    Slovak => "sk",
    Swedish => "sv",
    Danish => "da",
    NorwegianBokmal => "nb",
    Dutch => "nl",
    Turkish => "tr",
    Greek => "el",
    Chinese => "zh",
    ChineseTraditional => "zh-Hant",
    Japanese => "ja",
    Korean => "ko",
    Hindi => "hi",
    Indonesian => "id",
    Arabic => "ar",
    Persian => "fa",
    Hebrew => "he",
    Vietnamese => "vi",
});

/// The settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sounds for moves, captures, checks, the end and low time.
    pub sound: bool,
    /// The sounds' voice.
    pub sounds: SoundSet,
    /// A move made on the board in a live game waits for Confirm (off by default).
    pub confirm_moves: bool,
    /// Do moves slide?
    pub animate: bool,
    /// The board's colours.
    pub board: BoardTheme,
    /// The pieces' drawings.
    pub pieces: PieceSet,
    /// Light or dark page.
    pub page: PageTheme,
    /// Where the coordinates go.
    pub coordinates: Coordinates,
    /// Moves written with figurines (♘f3) instead of letters.
    pub figurines: bool,
    /// Which pieces the board hides (blindfold play).
    pub blindfold: Blindfold,
    /// When a promotion is to a queen without asking.
    pub auto_queen: AutoQueen,
    /// The board's size, in percent of the room the page gives it.
    pub board_size: u8,
    /// Zen mode: the board, the players and their clocks only.
    pub zen: bool,
    /// The page's language.
    pub language: Language,
}

/// The board sizes offered, in percent (the slider's range).
pub const BOARD_SIZES: std::ops::RangeInclusive<u8> = 50..=100;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            sound: true,
            sounds: SoundSet::Tones,
            confirm_moves: false,
            animate: true,
            board: BoardTheme::default(),
            pieces: PieceSet::default(),
            page: PageTheme::default(),
            coordinates: Coordinates::default(),
            figurines: false,
            blindfold: Blindfold::Off,
            auto_queen: AutoQueen::Premove,
            board_size: 100,
            zen: false,
            language: Language::Browser,
        }
    }
}

impl Settings {
    /// Reads saved settings; what cannot be read takes its default (settings are not worth a
    /// complaint).
    pub fn from_json(text: &str) -> Settings {
        let Ok(saved) = json::parse_object(text) else {
            return Settings::default();
        };
        let default = Settings::default();
        let named = |field: &str| saved.str(field).unwrap_or_default();
        Settings {
            sound: saved.bool("sound").unwrap_or(default.sound),
            sounds: Choice::named(named("sounds")).unwrap_or_default(),
            confirm_moves: saved.bool("confirm_moves").unwrap_or(default.confirm_moves),
            animate: saved.bool("animate").unwrap_or(default.animate),
            board: Choice::named(named("board")).unwrap_or_default(),
            pieces: Choice::named(named("pieces")).unwrap_or_default(),
            page: Choice::named(named("page")).unwrap_or_default(),
            coordinates: Choice::named(named("coordinates")).unwrap_or_default(),
            figurines: saved.bool("figurines").unwrap_or(default.figurines),
            blindfold: Choice::named(named("blindfold")).unwrap_or_default(),
            auto_queen: Choice::named(named("auto_queen")).unwrap_or_default(),
            board_size: saved
                .u64("board_size")
                .and_then(|size| u8::try_from(size).ok())
                .filter(|size| BOARD_SIZES.contains(size))
                .unwrap_or(default.board_size),
            zen: saved.bool("zen").unwrap_or(default.zen),
            language: Choice::named(named("language")).unwrap_or_default(),
        }
    }

    /// The settings as JSON.
    pub fn to_json(&self) -> String {
        Writer::new()
            .bool("sound", self.sound)
            .str("sounds", self.sounds.name())
            .bool("confirm_moves", self.confirm_moves)
            .bool("animate", self.animate)
            .str("board", self.board.name())
            .str("pieces", self.pieces.name())
            .str("page", self.page.name())
            .str("coordinates", self.coordinates.name())
            .bool("figurines", self.figurines)
            .str("blindfold", self.blindfold.name())
            .str("auto_queen", self.auto_queen.name())
            .u64("board_size", u64::from(self.board_size))
            .bool("zen", self.zen)
            .str("language", self.language.name())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_bad_values_take_their_default() {
        let settings = Settings {
            sound: false,
            sounds: SoundSet::Wood,
            confirm_moves: true,
            board: BoardTheme::Blue,
            coordinates: Coordinates::Outside,
            ..Settings::default()
        };
        assert_eq!(Settings::from_json(&settings.to_json()), settings);
        let odd = Settings::from_json(r#"{"sound": false, "board": "purple", "figurines": "yes"}"#);
        assert!(!odd.sound);
        assert_eq!(odd.board, BoardTheme::Wood);
        assert!(!odd.figurines);
        assert_eq!(Settings::from_json("not json"), Settings::default());
        let tiny = Settings::from_json(r#"{"board_size": 5}"#);
        assert_eq!(
            tiny.board_size, 100,
            "a size off the slider takes the default"
        );
    }

    #[test]
    fn the_language_is_the_one_chosen_or_the_first_of_the_browsers_spoken_here() {
        let browser = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        assert_eq!(
            Language::German.code(&browser(&["fr"])),
            "de",
            "a choice wins"
        );
        let auto = Language::Browser;
        assert_eq!(auto.code(&browser(&["sw", "fr-CA", "de"])), "fr");
        assert_eq!(auto.code(&browser(&["pt-BR", "en"])), "pt");
        assert_eq!(auto.code(&browser(&["ES"])), "es");
        assert_eq!(
            auto.code(&browser(&["sw", "am-ET"])),
            "en",
            "none spoken: English"
        );
        assert_eq!(auto.code(&[]), "en");
        assert_eq!(auto.code(&browser(&["ar-EG"])), "ar");
        assert_eq!(auto.code(&browser(&["fa-IR"])), "fa");
        assert_eq!(auto.code(&browser(&["he-IL"])), "he");
        assert_eq!(auto.code(&browser(&["vi-VN"])), "vi");
        assert_eq!(auto.code(&browser(&["ja-JP"])), "ja");
        assert_eq!(auto.code(&browser(&["ko-KR"])), "ko");
        assert_eq!(auto.code(&browser(&["hi-IN", "en-IN"])), "hi");
        assert_eq!(auto.code(&browser(&["el-GR"])), "el");
        assert_eq!(auto.code(&browser(&["cs-CZ", "sk"])), "cs");
        assert_eq!(auto.code(&browser(&["sk-SK", "cs"])), "sk");
        assert_eq!(auto.code(&browser(&["sv-FI"])), "sv");
        assert_eq!(auto.code(&browser(&["ca-ES", "es"])), "ca");
        assert_eq!(auto.code(&browser(&["da-DK"])), "da");
        for tag in ["nb-NO", "no", "nn-NO"] {
            assert_eq!(auto.code(&browser(&[tag])), "nb", "{tag}");
        }
        assert_eq!(auto.code(&browser(&["ro-MD"])), "ro");
        for (tag, code) in [
            ("zh-CN", "zh"),
            ("zh", "zh"),
            ("zh-TW", "zh-Hant"),
            ("zh-hk", "zh-Hant"),
            ("zh-Hant-HK", "zh-Hant"),
            ("zh-Hans-HK", "zh"),
            ("zh_TW", "zh-Hant"),
        ] {
            assert_eq!(auto.code(&browser(&[tag])), code, "{tag}");
        }
    }

    #[test]
    fn arabic_persian_and_hebrew_are_written_right_to_left_and_every_other_language_left_to_right()
    {
        let right_to_left = ["ar", "fa", "he"];
        for language in Language::all() {
            let code = language.code(&[]);
            let expected = if right_to_left.contains(&code) {
                "rtl"
            } else {
                "ltr"
            };
            assert_eq!(Language::direction(code), expected, "{code}");
        }
        assert!(right_to_left.iter().all(|&code| Language::all()
            .iter()
            .any(|language| language.name() == code)));
    }

    #[test]
    fn blindfold_hides_the_side_asked_for_as_the_board_is_turned() {
        use chess_rules::Color::{Black, White};
        let blind = Settings {
            blindfold: Blindfold::Own,
            auto_queen: AutoQueen::Always,
            board_size: 75,
            zen: true,
            language: Language::French,
            ..Settings::default()
        };
        assert_eq!(Settings::from_json(&blind.to_json()), blind);
        assert_eq!(Blindfold::Own.hidden(White), &[White]);
        assert_eq!(Blindfold::Own.hidden(Black), &[Black]);
        assert_eq!(Blindfold::Opponent.hidden(White), &[Black]);
        assert_eq!(Blindfold::All.hidden(Black).len(), 2);
        assert!(Blindfold::Off.hidden(White).is_empty());
    }
}
