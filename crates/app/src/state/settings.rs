//! The player's settings: sound, animation, looks and notation. Kept in the browser apart from
//! any game, and read leniently: an unknown or missing value takes its default.

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

impl BoardTheme {
    /// Every theme, in the order the settings offer them.
    pub const ALL: [BoardTheme; 4] = [
        BoardTheme::Wood,
        BoardTheme::Blue,
        BoardTheme::Green,
        BoardTheme::Slate,
    ];

    /// The `data-theme` value and the CSS class's name.
    pub fn name(self) -> &'static str {
        match self {
            BoardTheme::Wood => "wood",
            BoardTheme::Blue => "blue",
            BoardTheme::Green => "green",
            BoardTheme::Slate => "slate",
        }
    }
}

/// The pieces' drawings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PieceSet {
    /// Solid Staunton-like shapes.
    #[default]
    Classic,
    /// Flat, geometric shapes.
    Modern,
}

impl PieceSet {
    /// Every set.
    pub const ALL: [PieceSet; 2] = [PieceSet::Classic, PieceSet::Modern];

    /// The `data-pieces` value.
    pub fn name(self) -> &'static str {
        match self {
            PieceSet::Classic => "classic",
            PieceSet::Modern => "modern",
        }
    }
}

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

impl PageTheme {
    /// Every choice.
    pub const ALL: [PageTheme; 3] = [PageTheme::System, PageTheme::Light, PageTheme::Dark];

    /// The `data-page-theme` value on the root element.
    pub fn name(self) -> &'static str {
        match self {
            PageTheme::System => "system",
            PageTheme::Light => "light",
            PageTheme::Dark => "dark",
        }
    }
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

impl Coordinates {
    /// Every choice.
    pub const ALL: [Coordinates; 3] = [Coordinates::Inside, Coordinates::Outside, Coordinates::Off];

    /// The `data-coordinates` value.
    pub fn name(self) -> &'static str {
        match self {
            Coordinates::Inside => "inside",
            Coordinates::Outside => "outside",
            Coordinates::Off => "off",
        }
    }
}

/// The settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sounds for moves, captures, checks, the end and low time.
    pub sound: bool,
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
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            sound: true,
            animate: true,
            board: BoardTheme::default(),
            pieces: PieceSet::default(),
            page: PageTheme::default(),
            coordinates: Coordinates::default(),
            figurines: false,
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
            animate: saved.bool("animate").unwrap_or(default.animate),
            board: json::by_name(&BoardTheme::ALL, BoardTheme::name, named("board"))
                .unwrap_or_default(),
            pieces: json::by_name(&PieceSet::ALL, PieceSet::name, named("pieces"))
                .unwrap_or_default(),
            page: json::by_name(&PageTheme::ALL, PageTheme::name, named("page"))
                .unwrap_or_default(),
            coordinates: json::by_name(&Coordinates::ALL, Coordinates::name, named("coordinates"))
                .unwrap_or_default(),
            figurines: saved.bool("figurines").unwrap_or(default.figurines),
        }
    }

    /// The settings as JSON.
    pub fn to_json(&self) -> String {
        Writer::new()
            .bool("sound", self.sound)
            .bool("animate", self.animate)
            .str("board", self.board.name())
            .str("pieces", self.pieces.name())
            .str("page", self.page.name())
            .str("coordinates", self.coordinates.name())
            .bool("figurines", self.figurines)
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
    }
}
