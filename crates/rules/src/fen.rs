//! Forsyth-Edwards Notation: reading (with an error that says what is wrong) and writing.

use crate::board::Board;
use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::setup::{PositionError, Setup};
use crate::square::{File, Rank, Square};
use std::fmt;

/// The FEN of the starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but spaces.
    Empty,
    /// Not 4 to 6 space-separated fields.
    FieldCount(usize),
    /// The board field does not have 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank describes more or fewer than 8 squares.
    RankLength {
        /// The rank, as FEN counts them (the first one written is rank 8).
        rank: Rank,
        /// How many squares it describes.
        squares: usize,
    },
    /// A character in the board field is neither a piece letter nor a digit 1-8.
    PieceLetter {
        /// The rank it is on.
        rank: Rank,
        /// The character.
        letter: char,
    },
    /// The side to move is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not `-` or a set of the letters `KQkq` (or rook files `A-H`/`a-h`).
    Castling(String),
    /// The en passant field is not `-` or a square.
    EnPassant(String),
    /// The halfmove clock is not a whole number.
    HalfmoveClock(String),
    /// The move number is not a whole number from 1.
    FullmoveNumber(String),
    /// The fields are well formed but describe a position that cannot occur.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("the FEN is empty"),
            FenError::FieldCount(n) => write!(
                f,
                "a FEN has 6 fields separated by spaces (board, side to move, castling, \
                 en passant, halfmove clock, move number), at least the first 4; this one has {n}"
            ),
            FenError::RankCount(n) => write!(
                f,
                "the board field needs 8 ranks separated by '/'; this one has {n}"
            ),
            FenError::RankLength { rank, squares } => write!(
                f,
                "rank {rank} of the board field describes {squares} squares instead of 8"
            ),
            FenError::PieceLetter { rank, letter } => write!(
                f,
                "'{letter}' on rank {rank} is not a piece letter (KQRBNP for White, kqrbnp \
                 for Black, 1-8 for empty squares)"
            ),
            FenError::SideToMove(s) => write!(f, "the side to move must be 'w' or 'b', not '{s}'"),
            FenError::Castling(s) => write!(
                f,
                "the castling field must be '-' or letters from 'KQkq' (or the rooks' files, \
                 like 'HAha'), each at most once, not '{s}'"
            ),
            FenError::EnPassant(s) => write!(
                f,
                "the en passant field must be '-' or a square such as e3, not '{s}'"
            ),
            FenError::HalfmoveClock(s) => write!(
                f,
                "the halfmove clock must be a whole number from 0, not '{s}'"
            ),
            FenError::FullmoveNumber(s) => write!(
                f,
                "the move number must be a whole number from 1, not '{s}'"
            ),
            FenError::Position(e) => write!(f, "impossible position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

impl Setup {
    /// Reads a FEN without checking that the position could occur. The halfmove clock and move
    /// number may be left out (as in EPD), and default to 0 and 1.
    ///
    /// # Errors
    /// A [`FenError`] naming the field that is wrong.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        match fields.len() {
            0 => return Err(FenError::Empty),
            4..=6 => {}
            n => return Err(FenError::FieldCount(n)),
        }
        let board = parse_board(fields[0])?;
        Ok(Setup {
            castling: parse_castling(fields[2], &board)?,
            board,
            turn: match fields[1] {
                "w" => Color::White,
                "b" => Color::Black,
                other => return Err(FenError::SideToMove(other.to_string())),
            },
            ep_square: match fields[3] {
                "-" => None,
                square => Some(
                    square
                        .parse()
                        .map_err(|_| FenError::EnPassant(square.to_string()))?,
                ),
            },
            halfmove_clock: match fields.get(4) {
                None => 0,
                Some(s) => s
                    .parse()
                    .map_err(|_| FenError::HalfmoveClock(s.to_string()))?,
            },
            fullmove_number: match fields.get(5) {
                None => 1,
                Some(s) => match s.parse() {
                    Ok(n) if n >= 1 => n,
                    _ => return Err(FenError::FullmoveNumber(s.to_string())),
                },
            },
        })
    }

    /// Writes the set-up as a FEN. The castling field is X-FEN's: `KQkq` for a rook that is the
    /// outermost on its side of the king (always so in standard chess), else the rook's file.
    pub fn to_fen(&self) -> String {
        self.fen_with_castling(&x_fen_castling(&self.board, self.castling))
    }

    /// Writes the set-up as a Shredder-FEN: the castling field names each rook's file (`HAha`).
    pub fn to_shredder_fen(&self) -> String {
        self.fen_with_castling(&shredder_castling(self.castling))
    }

    fn fen_with_castling(&self, castling: &str) -> String {
        let ep = self
            .ep_square
            .map_or_else(|| "-".to_string(), |sq| sq.to_string());
        format!(
            "{} {} {} {} {} {}",
            board_fen(&self.board),
            self.turn.to_char(),
            castling,
            ep,
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

impl Position {
    /// Reads a FEN and checks the position could occur in a game.
    ///
    /// # Errors
    /// A [`FenError`]: a field that is malformed, or [`FenError::Position`] for a position that
    /// cannot occur.
    ///
    /// ```
    /// use chess_rules::Position;
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    /// assert_eq!(position.legal_moves().len(), 15);
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_with(fen, CastlingMode::Standard)
    }

    /// Reads a FEN of standard chess or of Chess960 (`mode`); the castling field may be
    /// standard, X-FEN or Shredder-FEN.
    ///
    /// # Errors
    /// As [`Position::from_fen`].
    pub fn from_fen_with(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        Ok(Position::from_setup(Setup::from_fen(fen)?, mode)?)
    }

    /// Writes the position as a FEN (X-FEN for Chess960 castling).
    pub fn to_fen(&self) -> String {
        self.to_setup().to_fen()
    }

    /// Writes the position as a Shredder-FEN (castling by rook files, `HAha`).
    pub fn to_shredder_fen(&self) -> String {
        self.to_setup().to_shredder_fen()
    }
}

fn parse_board(field: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    for (text, rank) in ranks.iter().zip(Rank::all().rev()) {
        let mut file = 0usize;
        for letter in text.chars() {
            if let Some(empty) = letter.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += empty as usize;
            } else {
                let piece =
                    Piece::from_char(letter).ok_or(FenError::PieceLetter { rank, letter })?;
                if let Some(file) = File::new(file as u8).filter(|_| file < 8) {
                    board.put(Square::from_coords(file, rank), piece);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank,
                squares: file,
            });
        }
    }
    Ok(board)
}

/// Reads the castling field: `-`, or per right `K`/`Q` (the outermost rook on that side of
/// the king, as in standard FEN and X-FEN) or the rook's file (`A`-`H`, as in Shredder-FEN and
/// X-FEN), upper case for White. A right whose rook cannot be found is kept on the standard
/// file, so that validation names it.
fn parse_castling(field: &str, board: &Board) -> Result<CastlingRights, FenError> {
    let error = || FenError::Castling(field.to_string());
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let mut rights = CastlingRights::NONE;
    for letter in field.chars() {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let (side, file) = match letter.to_ascii_uppercase() {
            'K' => (
                CastlingSide::KingSide,
                outermost_rook(board, color, CastlingSide::KingSide),
            ),
            'Q' => (
                CastlingSide::QueenSide,
                outermost_rook(board, color, CastlingSide::QueenSide),
            ),
            other => {
                let file = File::from_char(other.to_ascii_lowercase()).ok_or_else(error)?;
                let king_file = board.king_of(color).map_or(File::E, |king| king.file());
                let side = if file > king_file {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                (side, Some(file))
            }
        };
        if rights.has(color, side) {
            return Err(error());
        }
        let file = file.unwrap_or(side.standard_rook_file());
        rights = rights.with_rook(color, side, file);
    }
    Ok(rights)
}

/// The file of `color`'s rook furthest from its king on `side`, on its first rank.
fn outermost_rook(board: &Board, color: Color, side: CastlingSide) -> Option<File> {
    let king = board.king_of(color)?;
    let rank = Rank::First.relative_to(color);
    if king.rank() != rank {
        return None;
    }
    let rook = Piece::new(color, Role::Rook);
    let mut files =
        File::all().filter(|&file| board.piece_at(Square::from_coords(file, rank)) == Some(rook));
    match side {
        CastlingSide::KingSide => files.rfind(|&f| f > king.file()),
        CastlingSide::QueenSide => files.find(|&f| f < king.file()),
    }
}

/// X-FEN's castling field: `K`/`Q` where the rook is the outermost, else its file.
fn x_fen_castling(board: &Board, rights: CastlingRights) -> String {
    castling_letters(rights, |color, side, rook| {
        if outermost_rook(board, color, side) == Some(rook.file()) {
            match side {
                CastlingSide::KingSide => 'K',
                CastlingSide::QueenSide => 'Q',
            }
        } else {
            rook.file().to_char().to_ascii_uppercase()
        }
    })
}

/// Shredder-FEN's castling field: each rook's file.
fn shredder_castling(rights: CastlingRights) -> String {
    castling_letters(rights, |_, _, rook| {
        rook.file().to_char().to_ascii_uppercase()
    })
}

fn castling_letters(
    rights: CastlingRights,
    letter: impl Fn(Color, CastlingSide, Square) -> char,
) -> String {
    if rights.is_empty() {
        return "-".to_string();
    }
    rights
        .iter()
        .map(|(color, side, rook)| match color {
            Color::White => letter(color, side, rook),
            Color::Black => letter(color, side, rook).to_ascii_lowercase(),
        })
        .collect()
}

fn board_fen(board: &Board) -> String {
    let mut fen = String::with_capacity(64);
    for rank in Rank::all().rev() {
        let mut empty = 0;
        for file in File::all() {
            match board.piece_at(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(piece.to_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank.index() > 0 {
            fen.push('/');
        }
    }
    fen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    fn error(fen: &str) -> FenError {
        Position::from_fen(fen).expect_err(fen)
    }

    #[test]
    fn fen_round_trips_the_starting_position() {
        assert_eq!(
            Position::from_fen(STARTING_FEN).unwrap().to_fen(),
            STARTING_FEN
        );
        assert_eq!(Position::new().to_fen(), STARTING_FEN);
    }

    #[test]
    fn fen_counters_may_be_left_out() {
        let position = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - -").unwrap();
        assert_eq!(position.to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }

    #[test]
    fn fen_errors_name_the_field() {
        assert_eq!(error(""), FenError::Empty);
        assert_eq!(error("8/8/8/8/8/8/8/8 w"), FenError::FieldCount(2));
        assert_eq!(error("a b c d e f g"), FenError::FieldCount(7));
        assert_eq!(error("8/8/8/8/8/8/8 w - - 0 1"), FenError::RankCount(7));
        let rank = |i| Rank::new(i).unwrap();
        assert_eq!(
            error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            FenError::RankLength {
                rank: rank(6),
                squares: 9
            }
        );
        assert_eq!(
            error("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            FenError::RankLength {
                rank: rank(5),
                squares: 7
            }
        );
        assert_eq!(
            error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
            FenError::PieceLetter {
                rank: rank(0),
                letter: 'X'
            }
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
            FenError::SideToMove("x".into())
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w KX - 0 1"),
            FenError::Castling("KX".into())
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w KK - 0 1"),
            FenError::Castling("KK".into())
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - e9 0 1"),
            FenError::EnPassant("e9".into())
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - - -1 1"),
            FenError::HalfmoveClock("-1".into())
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - - x 1"),
            FenError::HalfmoveClock("x".into())
        );
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
            FenError::FullmoveNumber("0".into())
        );
    }

    #[test]
    fn fen_errors_for_impossible_positions() {
        use crate::{CastlingSide, Color, PositionError::*};
        let position_error = |fen| match error(fen) {
            FenError::Position(e) => e,
            other => panic!("{fen}: {other:?}"),
        };
        assert_eq!(
            position_error("8/8/8/8/8/8/8/4K3 w - - 0 1"),
            MissingKing(Color::Black)
        );
        assert_eq!(
            position_error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
            TooManyKings(Color::White)
        );
        assert_eq!(
            position_error("4k2P/8/8/8/8/8/8/4K3 w - - 0 1"),
            PawnOnBackRank(Square::H8)
        );
        assert_eq!(
            position_error("4k3/8/8/8/8/8/8/p3K3 w - - 0 1"),
            PawnOnBackRank(Square::A1)
        );
        assert_eq!(
            position_error("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"),
            TooManyPawns(Color::Black)
        );
        assert_eq!(
            position_error("4k3/8/8/8/8/8/8/4K2R w Q - 0 1"),
            CastlingRightWithoutPieces(Color::White, CastlingSide::QueenSide)
        );
        assert_eq!(
            position_error("4k3/8/8/8/8/8/8/3K3R w K - 0 1"),
            CastlingRightWithoutPieces(Color::White, CastlingSide::KingSide)
        );
        assert_eq!(
            position_error("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
            ImpossibleEnPassant(Square::E6)
        );
        assert_eq!(
            position_error("4k3/8/8/4p3/8/8/8/4K3 w - e3 0 1"),
            ImpossibleEnPassant(Square::E3)
        );
        assert_eq!(
            position_error("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"),
            ImpossibleEnPassant(Square::E3)
        );
        assert_eq!(
            position_error("4k3/8/8/8/8/8/4r3/4K3 b - - 0 1"),
            OpponentInCheck(Color::White)
        );
        assert_eq!(
            position_error("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
            OpponentInCheck(Color::Black)
        );
        assert_eq!(
            position_error("8/8/8/8/8/8/3k4/3K4 w - - 0 1"),
            OpponentInCheck(Color::Black)
        );
        assert_eq!(
            position_error("4r1k1/8/8/b7/8/3n4/8/4K3 w - - 0 1"),
            TooManyCheckers(3)
        );
    }

    #[test]
    fn fen_en_passant_square_is_kept_as_written() {
        // FEN records the square after every double step, even when no capture is possible.
        let fen = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(position.to_fen(), fen);
        assert_eq!(position.legal_ep_square(), None);
    }

    #[test]
    fn fen_reading_never_panics_on_junk() {
        for junk in [
            "/",
            "////////",
            "8/8/8/8/8/8/8/8/ w - - 0 1",
            "99999999/8/8/8/8/8/8/8 w - -",
            "\u{0}",
            "é è ê ë",
            "k7/8/8/8/8/8/8/K7 w - - 99999999999999999999 1",
        ] {
            assert!(Position::from_fen(junk).is_err(), "{junk}");
        }
    }
}
