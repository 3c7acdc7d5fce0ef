//! The evaluation's features: each an index into the weight table. Nothing here imports from
//! the rest of the evaluation.

/// The features, each an index into the weight table. Counts are White's minus Black's.
pub mod feature {
    /// Material: one per role, pawn to queen.
    pub const MATERIAL: usize = 0;
    /// Piece-square tables: 6 roles × 64 squares, from White's side (Black's mirrored).
    pub const PST: usize = MATERIAL + 5;
    /// Knight mobility: squares reachable, 0 to 8.
    pub const KNIGHT_MOBILITY: usize = PST + 6 * 64;
    /// Bishop mobility: 0 to 13.
    pub const BISHOP_MOBILITY: usize = KNIGHT_MOBILITY + 9;
    /// Rook mobility: 0 to 14.
    pub const ROOK_MOBILITY: usize = BISHOP_MOBILITY + 14;
    /// Queen mobility: 0 to 27.
    pub const QUEEN_MOBILITY: usize = ROOK_MOBILITY + 15;
    /// Passed pawns by relative rank (index 0 = second rank … 5 = seventh).
    pub const PASSED_PAWN: usize = QUEEN_MOBILITY + 28;
    /// A passed pawn whose path to promotion is blocked by a piece, by relative rank.
    pub const PASSED_BLOCKED: usize = PASSED_PAWN + 6;
    /// Doubled pawns: pawns with a friendly pawn in front on the same file.
    pub const DOUBLED_PAWN: usize = PASSED_BLOCKED + 6;
    /// Isolated pawns: no friendly pawn on the neighbouring files.
    pub const ISOLATED_PAWN: usize = DOUBLED_PAWN + 1;
    /// Pawns defended by a pawn.
    pub const SUPPORTED_PAWN: usize = ISOLATED_PAWN + 1;
    /// Pawns side by side with a friendly pawn.
    pub const PHALANX_PAWN: usize = SUPPORTED_PAWN + 1;
    /// Having both bishops.
    pub const BISHOP_PAIR: usize = PHALANX_PAWN + 1;
    /// Rooks on a file without pawns.
    pub const ROOK_OPEN_FILE: usize = BISHOP_PAIR + 1;
    /// Rooks on a file without own pawns but with enemy pawns.
    pub const ROOK_SEMI_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
    /// Own pawns in the three files around the king, one or two ranks ahead of it.
    pub const KING_SHIELD: usize = ROOK_SEMI_OPEN_FILE + 1;
    /// Files without own pawns next to or at the king.
    pub const KING_OPEN_FILE: usize = KING_SHIELD + 1;
    /// Attacks on the squares around the enemy king, by attacking role (knight to queen).
    pub const KING_ZONE_ATTACK: usize = KING_OPEN_FILE + 1;
    /// Pieces (not pawns) attacked by an enemy pawn.
    pub const THREAT_BY_PAWN: usize = KING_ZONE_ATTACK + 4;
    /// Rooks and queens attacked by a minor piece.
    pub const THREAT_BY_MINOR: usize = THREAT_BY_PAWN + 1;
    /// The side to move's edge.
    pub const TEMPO: usize = THREAT_BY_MINOR + 1;
    /// How many features there are.
    pub const COUNT: usize = TEMPO + 1;
}

use chess_rules::{Bitboard, Color, Role, Square};

/// A feature's weight in the middlegame and in the endgame, in centipawns.
pub type Weight = (i16, i16);

/// What the evaluation walk does with each feature it finds.
pub trait Accumulator {
    /// The feature occurs `count` times more for White than for Black.
    fn add(&mut self, feature: usize, count: i32);

    /// The material and piece-square features of `color`'s pieces of `role`, on `pieces`
    /// (the walk's `piece_features`, which a sum of weights can take in one lookup a piece).
    fn add_pieces(&mut self, color: Color, role: Role, pieces: Bitboard);

    /// [`Accumulator::add_pieces`] for one piece: the walk adds a piece's own features in the
    /// loop that finds its attacks, rather than going over the pieces twice.
    fn add_piece(&mut self, color: Color, role: Role, square: Square) {
        self.add_pieces(color, role, Bitboard::from_square(square));
    }
}
