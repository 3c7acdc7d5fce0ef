//! Files, ranks and squares.

use crate::piece::Color;
use std::fmt;
use std::str::FromStr;

/// A file (column), `a` to `h`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank (row), `1` to `8`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[allow(missing_docs)]
pub enum Rank {
    First,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

/// One of the 64 squares, numbered 0 (a1) to 63 (h8), rank by rank.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl File {
    /// The eight files from a to h.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with this index (0 is the a-file), if it exists.
    pub const fn new(index: u8) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// 0 for the a-file up to 7 for the h-file.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The file's letter, `'a'` to `'h'`.
    pub const fn to_char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The file named by a letter `'a'` to `'h'`.
    pub fn from_char(c: char) -> Option<File> {
        ('a'..='h')
            .contains(&c)
            .then(|| File::ALL[(c as u8 - b'a') as usize])
    }

    /// All eight files from a to h.
    pub fn all() -> impl DoubleEndedIterator<Item = File> {
        File::ALL.into_iter()
    }
}

impl Rank {
    /// The eight ranks from the first to the eighth.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with this index (0 is the first rank), if it exists.
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// 0 for the first rank up to 7 for the eighth.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// This rank as `color` counts it from its own side: `Rank::First.relative_to(Black)` is
    /// the eighth rank, where Black's pieces start.
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::ALL[7 - self as usize],
        }
    }

    /// The rank's digit, `'1'` to `'8'`.
    pub const fn to_char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The rank named by a digit `'1'` to `'8'`.
    pub fn from_char(c: char) -> Option<Rank> {
        ('1'..='8')
            .contains(&c)
            .then(|| Rank::ALL[(c as u8 - b'1') as usize])
    }

    /// All eight ranks from the first to the eighth.
    pub fn all() -> impl DoubleEndedIterator<Item = Rank> {
        Rank::ALL.into_iter()
    }
}

impl Square {
    /// The square with this index (0 = a1, 7 = h1, 63 = h8), if it exists.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// For tables and loops that only produce indices below 64.
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    /// The square where a file and a rank cross.
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank as u8 * 8 + file as u8)
    }

    /// 0 (a1) to 63 (h8).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square's file.
    pub const fn file(self) -> File {
        File::ALL[(self.0 & 7) as usize]
    }

    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 >> 3) as usize]
    }

    /// The square `files` to the right and `ranks` up (from White's side), if on the board.
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = (self.0 & 7) as i8 + files;
        let rank = (self.0 >> 3) as i8 + ranks;
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// True for dark squares (a1 is dark).
    pub const fn is_dark(self) -> bool {
        ((self.0 & 7) + (self.0 >> 3)) % 2 == 0
    }

    /// The same square seen from the other side of the board (a1 <-> a8).
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// All 64 squares from a1 to h8.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..64).map(Square)
    }

    /// The larger of the file and rank distances: how many king steps apart.
    pub fn distance(self, other: Square) -> u8 {
        let files = self.file().index().abs_diff(other.file().index());
        let ranks = self.rank().index().abs_diff(other.rank().index());
        files.max(ranks)
    }
}

macro_rules! square_constants {
    ($($name:ident = $index:expr),* $(,)?) => {
        #[allow(missing_docs)]
        impl Square {
            $(pub const $name: Square = Square($index);)*
        }
    };
}

square_constants! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

/// The text was not a square name like `e4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file letter a-h and a rank digit 1-8, like e4")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank)),
                _ => Err(ParseSquareError),
            },
            _ => Err(ParseSquareError),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!(Square::E4.to_string(), "e4");
        assert!("i1".parse::<Square>().is_err());
        assert!("e9".parse::<Square>().is_err());
        assert!("e44".parse::<Square>().is_err());
    }

    #[test]
    fn square_colours_and_offsets() {
        assert!(Square::A1.is_dark());
        assert!(!Square::H1.is_dark());
        assert!(Square::H8.is_dark());
        assert_eq!(Square::E2.offset(0, 2), Some(Square::E4));
        assert_eq!(Square::H2.offset(1, 0), None);
        assert_eq!(Square::A1.distance(Square::H8), 7);
    }

    #[test]
    fn ranks_relative_to_a_colour() {
        assert_eq!(Rank::First.relative_to(Color::White), Rank::First);
        assert_eq!(Rank::First.relative_to(Color::Black), Rank::Eighth);
        assert_eq!(Rank::Seventh.relative_to(Color::Black), Rank::Second);
        assert_eq!(Square::from_coords(File::E, Rank::Fourth), Square::E4);
    }
}
